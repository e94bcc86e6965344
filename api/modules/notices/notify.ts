/**
 * Notices to the interested parties when a registrar registers, returns or rejects a document:
 * written in the decision's transaction, so a decision never exists without its notices.
 * Journal status (the registry's siunciami journal): a notice delivered in the application is
 * `pateiktas` at once; an e-mail notice is `suformuotas` (formed, waiting for the outbox's
 * sender, api/modules/outbox) or `nesuformuotas` when it cannot be formed (no address).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DocumentRow } from '../items/repository.js';
import { ownerOf } from '../items/repository.js';
import { familyOfRow } from '../items/families.js';
import type { NoticeContent, NoticeStatus } from '../../../src/domain/notices/content.js';
import { recipientsOf } from './recipients.js';
import { insertNotices } from './repository.js';

export { NOTICE_STATUSES, type NoticeStatus, type NoticeContent } from '../../../src/domain/notices/content.js';

/** A fresh unguessable token for the received-notice page (/gautas-pranesimas/{token}). */
export const newNoticeToken = (): string => randomBytes(24).toString('base64url');

async function ownerName(db: Kysely<Database>, row: DocumentRow): Promise<string> {
  if (row.owner_office_id !== null) {
    const office = await db.selectFrom('office').select('name').where('id', '=', row.owner_office_id).executeTakeFirst();
    if (office) return office.name;
  }
  const user = await db.selectFrom('app_user').select(['first_name', 'last_name']).where('id', '=', row.owner_user_id).executeTakeFirst();
  return user ? `${user.first_name} ${user.last_name}` : '—';
}

const withoutMissedDeadline = (form: Record<string, unknown>) => {
  // the missed-deadline reason is the registry's internal account (it stays in the history)
  const { praleistoTerminoPriezastis: _omit, ...rest } = form;
  return rest;
};

/**
 * Writes the notices of a decision, one per recipient.
 * @param row the document as it is after the decision
 * @param decision the new status, the registrar's form and who decided when
 */
export async function notifyParties(
  db: Kysely<Database>,
  row: DocumentRow,
  decision: { status: NoticeStatus; form: Record<string, unknown>; at: string; actor: { id: number | null; name: string }; entryRegistryNumber: string | null },
): Promise<number> {
  const owner = ownerOf(row);
  const providerName = await ownerName(db, row);
  const content: NoticeContent = {
    family: familyOfRow(row),
    documentId: row.id,
    documentType: row.type_id,
    noticeKind: row.notice_kind,
    status: decision.status,
    decidedAt: decision.at,
    decidedBy: decision.actor.name,
    providerName,
    registryNumber: row.registry_number,
    entryRegistryNumber: decision.entryRegistryNumber,
    ...(decision.status === 'grazintas' ? { grazinimas: withoutMissedDeadline(decision.form) } : {}),
    ...(decision.status === 'atmestas' ? { atmetimas: withoutMissedDeadline(decision.form) } : {}),
  };
  const recipients = recipientsOf(owner, providerName, JSON.parse(row.data));
  await insertNotices(
    db,
    recipients.map((r) => ({
      token: newNoticeToken(),
      document_id: row.id,
      kind: decision.status,
      channel: r.channel,
      journal_status: r.channel === 'sistema' ? 'pateiktas' : r.email ? 'suformuotas' : 'nesuformuotas',
      recipient_name: r.name,
      recipient_email: r.email,
      recipient_face: r.stamp?.face ?? null,
      recipient_user_id: r.stamp?.userId ?? null,
      recipient_office_id: r.stamp?.officeId ?? null,
      recipient_person_code: r.stamp?.personCode ?? null,
      recipient_company_code: r.stamp?.companyCode ?? null,
      content: JSON.stringify(content),
      created_at: decision.at,
      created_by: decision.actor.id,
      delivered_at: r.channel === 'sistema' ? decision.at : null,
    })),
  );
  return recipients.length;
}

/**
 * The notice that an extract the citizen ordered was signed and issued: one notice delivered
 * in the application to the portal owner of the order (the person, or the company they act
 * for), in the issuing transaction.
 */
export async function notifyExtractIssued(
  db: Kysely<Database>,
  entry: DocumentRow,
  issue: {
    recipient: { userId: number; personCode: string | null; companyCode: string | null };
    extract: { id: number; code: string };
    at: string;
    actor: { id: number; name: string };
    issuer: string;
  },
): Promise<void> {
  const person = await db
    .selectFrom('app_user')
    .select(['first_name', 'last_name', 'company_name'])
    .where('id', '=', issue.recipient.userId)
    .executeTakeFirst();
  const name = issue.recipient.companyCode ? (person?.company_name ?? issue.recipient.companyCode) : person ? `${person.first_name} ${person.last_name}` : '—';
  const content: NoticeContent = {
    family: familyOfRow(entry),
    documentId: entry.id,
    documentType: entry.type_id,
    noticeKind: entry.notice_kind,
    status: 'israsas',
    decidedAt: issue.at,
    decidedBy: issue.actor.name,
    providerName: issue.issuer,
    registryNumber: entry.registry_number,
    entryRegistryNumber: null,
    israsas: { israsoId: issue.extract.id, kodas: issue.extract.code },
  };
  await insertNotices(db, [
    {
      token: newNoticeToken(),
      document_id: entry.id,
      kind: 'israsas',
      channel: 'sistema',
      journal_status: 'pateiktas',
      recipient_name: name,
      recipient_email: null,
      recipient_face: 'portal',
      recipient_user_id: issue.recipient.userId,
      recipient_office_id: null,
      recipient_person_code: issue.recipient.companyCode ? null : issue.recipient.personCode,
      recipient_company_code: issue.recipient.companyCode,
      content: JSON.stringify(content),
      created_at: issue.at,
      created_by: issue.actor.id,
      delivered_at: issue.at,
    },
  ]);
}
