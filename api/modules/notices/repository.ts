/** SQL of notices to interested parties. Callers pass a transaction for writes. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, NoticeTable } from '../../db/schema.js';
import { enqueueNotices } from '../outbox/repository.js';

export type NoticeRow = Selectable<NoticeTable>;

/** Writes notices and, in the same transaction, their outbox rows (api/modules/outbox). */
export async function insertNotices(db: Kysely<Database>, rows: Insertable<NoticeTable>[]): Promise<void> {
  if (rows.length === 0) return;
  // RETURNING order is not the insertion order on SQLite: match by the unique token
  const written = await db.insertInto('notice').values(rows).returning(['id', 'token']).execute();
  const idOf = new Map(written.map((w) => [w.token, Number(w.id)]));
  await enqueueNotices(
    db,
    rows.map((r) => ({ ...r, id: idOf.get(r.token) ?? 0, delivered_at: r.delivered_at ?? null, recipient_email: r.recipient_email ?? null })),
  );
}

export async function findByToken(db: Kysely<Database>, token: string): Promise<NoticeRow | undefined> {
  return db.selectFrom('notice').selectAll().where('token', '=', token).executeTakeFirst();
}

export async function noticesOfDocument(db: Kysely<Database>, documentId: number): Promise<NoticeRow[]> {
  return db.selectFrom('notice').selectAll().where('document_id', '=', documentId).orderBy('id', 'asc').execute();
}

export interface ReceivedFilter {
  face: 'workplace' | 'portal';
  userId: number;
  officeId: number | null;
  personCode: string | null;
  companyCode: string | null;
}

/** Notices delivered in the application to the holder of the session (same rules as object ownership). */
function received(db: Kysely<Database>, f: ReceivedFilter) {
  let q = db.selectFrom('notice').where('channel', '=', 'sistema').where('recipient_face', '=', f.face);
  if (f.face === 'portal') {
    q = f.companyCode
      ? q.where('recipient_company_code', '=', f.companyCode)
      : q.where('recipient_person_code', '=', f.personCode ?? '').where('recipient_company_code', 'is', null);
  } else if (f.officeId !== null) {
    q = q.where('recipient_office_id', '=', f.officeId);
  } else {
    q = q.where('recipient_user_id', '=', f.userId).where('recipient_office_id', 'is', null);
  }
  return q;
}

export async function listReceived(db: Kysely<Database>, f: ReceivedFilter, page: { limit: number; offset: number; kinds?: string[] }) {
  let q = received(db, f);
  if (page.kinds?.length) q = q.where('kind', 'in', page.kinds);
  const [{ total }] = await q.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const items = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
  return { total: Number(total), items };
}

export async function countReceived(db: Kysely<Database>, f: ReceivedFilter): Promise<number> {
  const [{ total }] = await received(db, f)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .execute();
  return Number(total);
}
