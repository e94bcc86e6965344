/**
 * Notices of a party's self-service fact (a repurchase wish, its cancellation, a request not
 * to deregister automatically) to the entry's other parties — and of the system's automatic
 * deregistration to every party — delivered in the portal to each
 * by personal or company code (the portal's /pranesimai and /gautas-pranesimas/{token}), in
 * the fact's transaction. A party without a code cannot be reached in the application and is
 * left out; the registry's sent-notices journal lists every notice written.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DocumentRow } from '../items/repository.js';
import { newNoticeToken } from '../notices/notify.js';
import { insertNotices } from '../notices/repository.js';
import type { PartyRole } from './kinds.js';
import type { PartyKey } from './repository.js';
import { partiesOfDocument } from './repository.js';

export interface FactNotice {
  row: DocumentRow;
  /** who recorded the fact (the system for an automatic deregistration: no user id) */
  actor: { userId: number | null; name: string };
  /** the acting party, who is not notified */
  key: PartyKey | null;
  /** the roles to notify; null: every other party */
  roles: readonly PartyRole[] | null;
  kind: string;
  action: string;
  at: string;
}

/** Writes one notice per other party (deduplicated by code). @returns how many */
export async function notifyOtherParties(db: Kysely<Database>, n: FactNotice): Promise<number> {
  const parties = (await partiesOfDocument(db, n.row.id)).filter(
    (p) =>
      p.code !== null && (n.roles === null || n.roles.includes(p.role as PartyRole)) && !(n.key && p.code === n.key.code && p.person_type === n.key.personType),
  );
  const unique = [...new Map(parties.map((p) => [`${p.person_type}:${p.code}`, p])).values()];
  // the same fields as a registrar's decision notice (api/modules/notices/notify.ts), so every notice page reads it
  const content = {
    documentId: n.row.id,
    documentType: n.row.type_id,
    noticeKind: n.row.notice_kind,
    status: n.row.status,
    decidedAt: n.at,
    decidedBy: n.actor.name,
    providerName: n.actor.name,
    registryNumber: n.row.registry_number,
    entryRegistryNumber: null,
    savitarna: { veiksmas: n.action },
  };
  await insertNotices(
    db,
    unique.map((p) => ({
      token: newNoticeToken(),
      document_id: n.row.id,
      kind: n.kind,
      channel: 'sistema',
      journal_status: 'pateiktas',
      recipient_name: p.name,
      recipient_email: null,
      recipient_face: 'portal',
      recipient_user_id: null,
      recipient_office_id: null,
      recipient_person_code: p.person_type === 'fizinis' ? p.code : null,
      recipient_company_code: p.person_type === 'juridinis' ? p.code : null,
      content: JSON.stringify(content),
      created_at: n.at,
      created_by: n.actor.userId,
      delivered_at: n.at,
    })),
  );
  return unique.length;
}
