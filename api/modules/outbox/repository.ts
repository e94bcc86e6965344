/** SQL of the notice outbox and of the local SMTP sink's mailbox. Callers pass a transaction for writes. */
import type { Kysely, Selectable } from 'kysely';
import { claimAttempt, isDue, markAttemptDelivered, markAttemptFailed, type AttemptStates } from '../../db/attempts.js';
import type { Database, MailSinkMessageTable, NoticeTable, OutboxMessageTable } from '../../db/schema.js';
import type { OutboxSort, OutboxState } from '../../../src/domain/contracts/outbox.js';

export type OutboxRow = Selectable<OutboxMessageTable>;
export type SinkRow = Selectable<MailSinkMessageTable>;
type NoticeForOutbox = Pick<
  Selectable<NoticeTable>,
  'id' | 'channel' | 'journal_status' | 'recipient_email' | 'recipient_name' | 'created_at' | 'delivered_at'
>;

/**
 * The outbox rows of freshly written notices (in the notices' transaction): a notice delivered
 * in the application is `pateiktas` at once, a formed e-mail `suformuotas` (the sender's), a
 * notice that could not be formed (no address) is never sent and gets no row.
 */
export async function enqueueNotices(db: Kysely<Database>, notices: NoticeForOutbox[]): Promise<void> {
  const rows = notices
    .filter((n) => n.journal_status === 'pateiktas' || n.journal_status === 'suformuotas')
    .map((n) => ({
      notice_id: n.id,
      channel: n.channel,
      state: n.journal_status,
      recipient: n.recipient_email ?? n.recipient_name,
      attempts: 0,
      created_at: n.created_at,
      updated_at: n.created_at,
      delivered_at: n.delivered_at,
    }));
  if (rows.length > 0) await db.insertInto('outbox_message').values(rows).execute();
}

/** The e-mails due now: formed and past their backoff, oldest first. */
export async function dueEmails(db: Kysely<Database>, now: string, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('outbox_message')
    .selectAll()
    .where('state', '=', 'suformuotas')
    .where('channel', '=', 'el_pastas')
    .where((eb) => isDue(eb, now))
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** Takes one attempt of an e-mail as it was read, while it is still formed (api/db/attempts.ts). @returns whether it was taken */
export const claim = (db: Kysely<Database>, row: OutboxRow, now: string, holdUntil: string): Promise<boolean> =>
  claimAttempt(db, 'outbox_message', { ...row, state: 'suformuotas' }, now, holdUntil);

const STATES: AttemptStates = { delivered: 'pateiktas', retrying: 'suformuotas', dead: 'nepateiktas' };

/** Delivered: the row and its notice (journal status, delivery time) together. */
export async function markDelivered(db: Kysely<Database>, row: OutboxRow, now: string): Promise<void> {
  await markAttemptDelivered(db, 'outbox_message', row.id, STATES, now);
  await db.updateTable('notice').set({ journal_status: STATES.delivered, delivered_at: now }).where('id', '=', row.notice_id).execute();
}

/** A failed attempt: tried again at `retryAt`, or failed for good (`nepateiktas`) when null. */
export const markFailed = (db: Kysely<Database>, id: number, now: string, reason: string, retryAt: string | null): Promise<void> =>
  markAttemptFailed(db, 'outbox_message', id, STATES, { now, reason, retryAt });

/** A failed row formed again for a resend (attempts from zero, due at once). @returns whether it was failed */
export async function reform(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox_message')
    .set({ state: 'suformuotas', attempts: 0, next_attempt_at: null, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'nepateiktas')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findRow(db: Kysely<Database>, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox_message').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A row with what its notice says (kind, token, content) for the detail and the e-mail. */
export async function findWithNotice(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('outbox_message')
    .innerJoin('notice', 'notice.id', 'outbox_message.notice_id')
    .selectAll('outbox_message')
    .select(['notice.kind', 'notice.token', 'notice.content', 'notice.recipient_name', 'notice.recipient_face', 'notice.document_id'])
    .where('outbox_message.id', '=', id)
    .executeTakeFirst();
}

export type OutboxWithNotice = NonNullable<Awaited<ReturnType<typeof findWithNotice>>>;

export async function listRows(
  db: Kysely<Database>,
  f: { state?: OutboxState; channel?: string; sort: OutboxSort; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  let q = db.selectFrom('outbox_message').innerJoin('notice', 'notice.id', 'outbox_message.notice_id');
  if (f.state) q = q.where('outbox_message.state', '=', f.state);
  if (f.channel) q = q.where('outbox_message.channel', '=', f.channel);
  const [{ total }] = await q.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const items = await q
    .selectAll('outbox_message')
    .select(['notice.kind', 'notice.document_id', 'notice.recipient_name'])
    .orderBy(`outbox_message.${f.sort}`, f.order)
    .orderBy('outbox_message.id', f.order)
    .limit(f.limit)
    .offset(f.offset)
    .execute();
  return { total: Number(total), items };
}

export async function storeSinkMessage(db: Kysely<Database>, m: Omit<SinkRow, 'id'>): Promise<void> {
  await db.insertInto('mail_sink_message').values(m).execute();
}

export async function listSink(db: Kysely<Database>, limit: number, offset: number) {
  const [{ total }] = await db
    .selectFrom('mail_sink_message')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .execute();
  const items = await db.selectFrom('mail_sink_message').selectAll().orderBy('received_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return { total: Number(total), items };
}
