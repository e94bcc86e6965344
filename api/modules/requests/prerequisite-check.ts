/**
 * Spec §5: "Family property deregistration or transfer is refused when neither the user's nor
 * the spouse's property is registered under that legal fact." A business check (second
 * stage) of every request type whose `registry.prerequisite` carries a `refusalKey`
 * (decision 0108; seimos-turtas-isregistravimas and -perkelimas): there must be a registered
 * request of the prerequisite's type (seimos-turtas-iregistravimas) naming the user (the
 * portal user's own personal code) or one of the people of this request (applicant, spouses)
 * — found through the requests' party rows, so it does not depend on the field names of the
 * types. Critical: saving goes through with the issue reported; signing and transfer are refused.
 */
import type { Kysely } from 'kysely';
import { indexRows } from '../../../src/domain/documents/index-rows.js';
import type { BusinessIssue } from '../../../src/domain/schema/business-checks.js';
import type { PrerequisiteMeta } from '../../../src/domain/schema/registry-behaviour.js';
import type { Database } from '../../db/schema.js';
import type { SessionUser } from '../../plugins/access.js';
import { hasParty } from '../items/repository.js';

/** A prerequisite the server enforces: the registered request's type and the key of the refusal. */
export type EnforcedPrerequisite = PrerequisiteMeta & { refusalKey: string };

/** The request types whose prerequisite the server enforces, with it (app.catalog.types()). */
export const enforcedPrerequisites = (types: readonly { id: string; meta: { prerequisite?: PrerequisiteMeta } }[]): [string, EnforcedPrerequisite][] =>
  types.flatMap(({ id, meta }) => (meta.prerequisite?.refusalKey ? [[id, meta.prerequisite as EnforcedPrerequisite]] : []));

/** The personal codes the rule looks for: the portal user's, and every natural person's in the data. */
export function personCodesOf(data: unknown, user: SessionUser | null): string[] {
  const codes = new Set<string>();
  if (user?.face === 'portal' && user.personCode) codes.add(user.personCode);
  for (const party of indexRows(data).parties) if (party.personType === 'fizinis' && party.code) codes.add(party.code);
  return [...codes];
}

/** Is a request of this type, naming one of these people, registered? */
export async function prerequisiteRegistered(db: Kysely<Database>, typeId: string, codes: readonly string[]): Promise<boolean> {
  if (codes.length === 0) return false;
  const row = await db
    .selectFrom('document')
    .select('document.id')
    .where('document.family', '=', 'requests')
    .where('document.type_id', '=', typeId)
    .where('document.status', '=', 'iregistruotas')
    .where((eb) => hasParty(eb, { codes }))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The check: no issue, or the one critical issue (at the root, keyed by the prerequisite's refusalKey). */
export async function prerequisiteCheck(
  db: Kysely<Database>,
  prerequisite: EnforcedPrerequisite,
  data: unknown,
  user: SessionUser | null,
): Promise<BusinessIssue[]> {
  if (await prerequisiteRegistered(db, prerequisite.type, personCodesOf(data, user))) return [];
  return [{ path: '', messageKey: prerequisite.refusalKey, severity: 'critical' }];
}
