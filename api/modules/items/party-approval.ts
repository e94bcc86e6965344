/**
 * The item core's part of approval by the other parties (decision 0126): whether an item in
 * preparation needs the other parties' confirmation (its type's `registry.approval`, its
 * filer's roles and company, the parties its data names), and whether a user is a party asked
 * to confirm it (then they see it). The requests themselves are api/modules/lifecycle's.
 */
import type { Kysely } from 'kysely';
import { confirmingParties, isTheParty, type ApprovalMeta, type ConfirmingParty } from '../../../src/domain/lifecycle/party-approval.js';
import type { Database } from '../../db/schema.js';
import type { SessionUser } from '../../plugins/access.js';
import { companyCodeOf, type DocumentRow } from './repository.js';

/** Who the user is when a party is matched: a workplace user acts for their company only; a portal user for their company, else as themselves. */
export async function partyIdentityOf(db: Kysely<Database>, user: SessionUser): Promise<{ personCode: string | null; companyCode: string | null }> {
  if (user.face === 'workplace') return { personCode: null, companyCode: await companyCodeOf(db, user) };
  return { personCode: user.personCode, companyCode: user.companyCode };
}

/**
 * The parties that must confirm this item now: none unless it is a first notice filed in the
 * workplace by a holder of one of `meta.filedBy`; never the filer's company or the filer.
 */
export async function partiesToConfirm(db: Kysely<Database>, row: DocumentRow, meta: ApprovalMeta | undefined): Promise<ConfirmingParty[]> {
  if (!meta || row.owner_face !== 'workplace' || row.notice_kind !== 'pirminis') return [];
  const filer = await db.selectFrom('app_user').select(['person_code', 'company_code', 'office_id']).where('id', '=', row.owner_user_id).executeTakeFirst();
  if (!filer) return [];
  const roles = await db.selectFrom('user_role').select('role').where('user_id', '=', row.owner_user_id).execute();
  if (!roles.some((r) => meta.filedBy.includes(r.role))) return [];
  const company = await companyCodeOf(db, { companyCode: filer.company_code, officeId: filer.office_id });
  return confirmingParties(JSON.parse(row.data), meta, [company, filer.person_code]);
}

/** Is the user a party asked (in any round) to confirm this item? */
export async function isAskedParty(db: Kysely<Database>, documentId: number, user: SessionUser): Promise<boolean> {
  const identity = await partyIdentityOf(db, user);
  const codes = [identity.companyCode, identity.personCode].filter((c): c is string => c !== null);
  if (codes.length === 0) return false;
  const asked = await db
    .selectFrom('approval_request')
    .select(['person_type', 'code'])
    .where('document_id', '=', documentId)
    .where('code', 'in', codes)
    .execute();
  return asked.some((p) => isTheParty(p, identity));
}
