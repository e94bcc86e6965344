/**
 * Spec §5: "Family property deregistration or transfer is refused when neither the user's nor
 * the spouse's property is registered under that legal fact." A business check (second
 * stage) of seimos-turtas-isregistravimas and seimos-turtas-perkelimas: there must be a
 * registered seimos-turtas-iregistravimas request naming the user (the portal user's own
 * personal code) or one of the people of this request (applicant, spouses) — found through
 * the requests' party rows, so it does not depend on the field names of the types.
 * Critical: saving goes through with the issue reported; signing and transfer are refused.
 */
import type { Kysely } from 'kysely';
import { indexRows } from '../../../src/domain/documents/index-rows.js';
import type { BusinessIssue } from '../../../src/domain/schema/business-checks.js';
import type { Database } from '../../db/schema.js';
import type { SessionUser } from '../../plugins/access.js';

/** The legal fact that registers family property, and the requests that need it registered. */
export const FAMILY_PROPERTY_REGISTRATION = 'seimos-turtas-iregistravimas';
export const NEEDS_REGISTERED_FAMILY_PROPERTY = ['seimos-turtas-isregistravimas', 'seimos-turtas-perkelimas'] as const;

export const FAMILY_PROPERTY_NOT_REGISTERED: BusinessIssue = { path: '', messageKey: 'validation.familyPropertyNotRegistered', severity: 'critical' };

/** The personal codes the rule looks for: the portal user's, and every natural person's in the data. */
export function personCodesOf(data: unknown, user: SessionUser | null): string[] {
  const codes = new Set<string>();
  if (user?.face === 'portal' && user.personCode) codes.add(user.personCode);
  for (const party of indexRows(data).parties) if (party.personType === 'fizinis' && party.code) codes.add(party.code);
  return [...codes];
}

/** Is family property of one of these people registered? */
export async function familyPropertyRegistered(db: Kysely<Database>, codes: readonly string[]): Promise<boolean> {
  if (codes.length === 0) return false;
  const row = await db
    .selectFrom('document')
    .select('document.id')
    .where('document.family', '=', 'requests')
    .where('document.type_id', '=', FAMILY_PROPERTY_REGISTRATION)
    .where('document.status', '=', 'iregistruotas')
    .where((eb) => eb.exists(eb.selectFrom('document_party').select('document_party.document_id').whereRef('document_party.document_id', '=', 'document.id').where('document_party.code', 'in', [...codes])))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The check: no issue, or the one critical issue. */
export async function familyPropertyCheck(db: Kysely<Database>, data: unknown, user: SessionUser | null): Promise<BusinessIssue[]> {
  return (await familyPropertyRegistered(db, personCodesOf(data, user))) ? [] : [FAMILY_PROPERTY_NOT_REGISTERED];
}
