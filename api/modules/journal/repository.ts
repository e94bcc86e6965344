/**
 * SQL of the registry journal and the providers' work lists: documents by status with paging,
 * sorting (NULLs last on both dialects) and filters, and the sent notices.
 */
import { sql, type Kysely } from 'kysely';
import { searchKey } from '../../../src/domain/documents/index-rows.js';
import type { Family } from '../../../src/domain/schema/vocabulary.js';
import type { DOCUMENT_SORTS, NOTICE_SORTS } from '../../../src/domain/contracts/journal.js';
import type { Database } from '../../db/schema.js';

export type DocumentSort = (typeof DOCUMENT_SORTS)[number];
export type NoticeSort = (typeof NOTICE_SORTS)[number];

export interface Page<S> {
  limit: number;
  offset: number;
  sort: S;
  direction: 'asc' | 'desc';
}

export interface DocumentFilter {
  /** the catalogue family: documents (the STSR's journal and lists) or requests (the NTR's) */
  family: Family;
  statuses: readonly string[];
  /** own documents only (work lists); absent: every workplace document (registry journal) */
  owner?: { officeId: number | null; userId: number };
  typeIds?: string[];
  /** a registry number (prefix), a party's code or part of a party's name */
  q?: string;
}

/** Text for LIKE: the user's wildcards are taken literally by dropping them. */
const likeText = (text: string) => text.replace(/[%_\\]/g, '');

function documents(db: Kysely<Database>, f: DocumentFilter) {
  let q = db
    .selectFrom('document')
    .leftJoin('office', 'office.id', 'document.owner_office_id')
    .leftJoin('app_user', 'app_user.id', 'document.owner_user_id')
    .where('document.family', '=', f.family);
  // requests come from citizens (portal) and notaries alike; documents from the workplace, and a
  // citizen's self-service change notice once transferred (a portal draft is nobody else's business)
  if (f.family === 'documents') q = q.where((eb) => eb.or([eb('document.owner_face', '=', 'workplace'), eb('document.transferred_at', 'is not', null)]));
  q = q.where('document.status', 'in', [...f.statuses]);
  if (f.owner) {
    q =
      f.owner.officeId !== null
        ? q.where('document.owner_office_id', '=', f.owner.officeId)
        : q.where('document.owner_user_id', '=', f.owner.userId).where('document.owner_office_id', 'is', null);
  }
  if (f.typeIds?.length) q = q.where('document.type_id', 'in', f.typeIds);
  const text = f.q?.trim();
  if (text) {
    const key = likeText(searchKey(text));
    q = q.where((eb) =>
      eb.or([
        eb('document.registry_number', 'like', `${likeText(text.toUpperCase())}%`),
        eb.exists(
          eb
            .selectFrom('document_party')
            .select('document_party.document_id')
            .whereRef('document_party.document_id', '=', 'document.id')
            .where((p) => p.or([p('document_party.code', '=', text), ...(key ? [p('document_party.name_key', 'like', `%${key}%`)] : [])])),
        ),
      ]),
    );
  }
  return q;
}

export async function listDocuments(db: Kysely<Database>, f: DocumentFilter, page: Page<DocumentSort>) {
  const q = documents(db, f);
  const [{ total }] = await q.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const column = sql.ref(`document.${page.sort}`);
  const items = await q
    .select([
      'document.id',
      'document.type_id',
      'document.status',
      'document.version',
      'document.notice_kind',
      'document.registry_number',
      'document.registered_at',
      'document.transferred_at',
      'document.decision_deadline',
      'document.correction_deadline',
      'document.created_at',
      'document.updated_at',
      'office.name as office_name',
      'app_user.first_name as owner_first_name',
      'app_user.last_name as owner_last_name',
    ])
    .orderBy(sql`case when ${column} is null then 1 else 0 end`)
    .orderBy(column, page.direction)
    .orderBy('document.id', page.direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { total: Number(total), items };
}

export async function countDocuments(db: Kysely<Database>, f: DocumentFilter, extra?: { deadlineBefore?: string }): Promise<number> {
  let q = documents(db, f);
  if (extra?.deadlineBefore) q = q.where('document.decision_deadline', '<', extra.deadlineBefore);
  const [{ total }] = await q.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  return Number(total);
}

/** The parties of many documents at once (list rows show debtors and creditors). */
export async function partiesOf(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('document_party').select(['document_id', 'role', 'name', 'code']).where('document_id', 'in', ids).execute();
}

export interface NoticeFilter {
  journalStatuses?: string[];
  kinds?: string[];
  q?: string;
}

function notices(db: Kysely<Database>, f: NoticeFilter) {
  let q = db.selectFrom('notice').innerJoin('document', 'document.id', 'notice.document_id');
  if (f.journalStatuses?.length) q = q.where('notice.journal_status', 'in', f.journalStatuses);
  if (f.kinds?.length) q = q.where('notice.kind', 'in', f.kinds);
  const text = f.q?.trim();
  if (text) {
    q = q.where((eb) =>
      eb.or([
        eb('document.registry_number', 'like', `${likeText(text.toUpperCase())}%`),
        eb('notice.recipient_email', '=', text.toLowerCase()),
        eb('notice.recipient_name', 'like', `%${likeText(text)}%`),
      ]),
    );
  }
  return q;
}

export async function listNotices(db: Kysely<Database>, f: NoticeFilter, page: Page<NoticeSort>) {
  const q = notices(db, f);
  const [{ total }] = await q.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const items = await q
    .select([
      'notice.id',
      'notice.kind',
      'notice.channel',
      'notice.journal_status',
      'notice.recipient_name',
      'notice.recipient_email',
      'notice.created_at',
      'notice.delivered_at',
      'notice.document_id',
      'document.type_id',
      'document.registry_number',
    ])
    .orderBy(sql.ref(`notice.${page.sort}`), page.direction)
    .orderBy('notice.id', page.direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { total: Number(total), items };
}

/** Documents with a deadline, soonest first (the dashboard). */
export async function deadlines(db: Kysely<Database>, f: DocumentFilter, column: 'decision_deadline' | 'correction_deadline', limit: number) {
  return documents(db, f)
    .where(`document.${column}`, 'is not', null)
    .select(['document.id', 'document.type_id', 'document.status', 'document.registry_number', 'office.name as office_name', `document.${column} as deadline`])
    .orderBy(`document.${column}`, 'asc')
    .orderBy('document.id', 'asc')
    .limit(limit)
    .execute();
}
