/**
 * SQL of the item row (`document`: documents, requests and certificates alike), its derived
 * search rows and its version snapshots. Callers pass a transaction for writes.
 */
import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Dialect } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import type { Database, DocumentTable, DocumentVersionTable } from '../../db/schema.js';
import type { OwnerStamp } from '../../../src/domain/access/ownership.js';
import type { AssetRow, PartyRow } from '../../../src/domain/documents/index-rows.js';
import type { FieldError } from '../../../src/domain/schema/field-errors.js';
import type { Family } from '../../../src/domain/schema/vocabulary.js';
import { selectSession, sessionOf, type SessionRow, type SessionWithRoles } from '../auth/repository.js';
import { dataCacheOf } from './data-cache.js';
import { touchesSearchIndex, writeSearchIndex } from './search-index.js';

export type DocumentRow = Selectable<DocumentTable>;

export interface NewDocument {
  /** the catalogue family of the type (default documents) */
  family?: Family;
  typeId: string;
  status: string;
  schemaVersion: string;
  data: unknown;
  /** the draft's check errors (decision 0090); none when omitted (data validated in full) */
  checkErrors?: readonly FieldError[];
  owner: OwnerStamp;
  at: string;
  /** a notary's assistant prepares it: the notary approves before signing (lifecycle) */
  needsNotaryApproval?: boolean;
}

export const ownerOf = (row: DocumentRow): OwnerStamp => ({
  face: row.owner_face as OwnerStamp['face'],
  userId: row.owner_user_id,
  officeId: row.owner_office_id,
  personCode: row.owner_person_code,
  companyCode: row.owner_company_code,
});

export async function insertDocument(db: Kysely<Database>, doc: NewDocument): Promise<number> {
  const row = await db
    .insertInto('document')
    .values({
      family: doc.family ?? 'documents',
      type_id: doc.typeId,
      status: doc.status,
      version: 1,
      schema_version: doc.schemaVersion,
      data: JSON.stringify(doc.data),
      check_errors: JSON.stringify(doc.checkErrors ?? []),
      owner_face: doc.owner.face,
      owner_user_id: doc.owner.userId,
      owner_office_id: doc.owner.officeId,
      owner_person_code: doc.owner.personCode,
      owner_company_code: doc.owner.companyCode,
      created_at: doc.at,
      updated_at: doc.at,
      updated_by: doc.owner.userId,
      needs_notary_approval: doc.needsNotaryApproval ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function findDocument(db: Kysely<Database>, id: number): Promise<DocumentRow | undefined> {
  return db.selectFrom('document').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The held version sent when nothing is held: no row has it. */
const NO_VERSION = -1;

/** Every column of the item row but its data, which the item read takes from the cache when it can (data-cache.ts). */
const COLUMNS_BUT_DATA = [
  'id',
  'type_id',
  'status',
  'version',
  'schema_version',
  'check_errors',
  'owner_face',
  'owner_user_id',
  'owner_office_id',
  'owner_person_code',
  'owner_company_code',
  'created_at',
  'updated_at',
  'updated_by',
  'needs_notary_approval',
  'approved',
  'signed_version',
  'notice_kind',
  'entry_document_id',
  'change_basis',
  'status_changed_at',
  'transferred_at',
  'decision_deadline',
  'returned_at',
  'correction_deadline',
  'registry_number',
  'registered_at',
  'registered_version',
  'family',
  'paid_at',
] as const satisfies readonly Exclude<keyof DocumentTable, 'data'>[];
// a column added to the table and not listed above fails to compile here
const everyColumn: Exclude<keyof DocumentTable, 'data' | (typeof COLUMNS_BUT_DATA)[number]> extends never ? true : never = true;
void everyColumn;

/** What the item read is told: the item and lock kind, the time locks are judged at, and the version of the data held. */
type ItemRead = {
  id: number;
  lockKind: string;
  now: string;
  heldVersion: number;
};

/**
 * The document and its active lock as one row: every column but the data, the data unless the
 * row is at `heldVersion`, and the lock's columns (`lock_*`, null without one).
 */
const selectDocumentWithLock = (db: Kysely<Database>, v: ItemRead) =>
  db
    .selectFrom('document')
    .leftJoin('item_lock', (join) =>
      join
        .onRef('item_lock.item_id', '=', 'document.id')
        .on('item_lock.item_kind', '=', v.lockKind)
        .on('item_lock.expires_at', '>', v.now)
        .on((eb) =>
          eb.exists(
            eb.selectFrom('session').select('session.id').whereRef('session.id', '=', 'item_lock.holder_session_id').where('session.revoked_at', 'is', null),
          ),
        ),
    )
    .leftJoin('app_user as lock_holder', 'lock_holder.id', 'item_lock.holder_user_id')
    .select(COLUMNS_BUT_DATA.map((c) => `document.${c}` as const))
    // null when the caller holds this version's data already
    .select(sql<string | null>`case when ${sql.ref('document.version')} = ${v.heldVersion} then null else ${sql.ref('document.data')} end`.as('data'))
    .select([
      'item_lock.holder_user_id as lock_user_id',
      'item_lock.holder_session_id as lock_session_id',
      'item_lock.acquired_at as lock_acquired_at',
      'item_lock.expires_at as lock_expires_at',
      'lock_holder.first_name as lock_first_name',
      'lock_holder.last_name as lock_last_name',
    ])
    .where('document.id', '=', v.id);

type ItemWithLockRow = Awaited<ReturnType<ReturnType<typeof selectDocumentWithLock>['executeTakeFirstOrThrow']>>;

const documentWithLock = prepared((db, v: ItemRead) => selectDocumentWithLock(db, v));

/**
 * The session of a token hash (auth/repository.ts `selectSession`) and, joined to it, the
 * document with its lock: one statement (decision 0179). Without a session there is no row.
 */
const sessionWithDocument = prepared((db, v: ItemRead & { tokenHash: string }) =>
  selectSession(db, v.tokenHash)
    .leftJoin(selectDocumentWithLock(db, v).as('item'), (join) => join.onTrue())
    .selectAll('item'),
);

// the session's columns and the item's must not share a name (the row would keep one of them)
const disjoint: Extract<keyof SessionRow, keyof ItemWithLockRow> extends never ? true : never = true;
void disjoint;

/** The active lock of a row read with it (the columns of locks/repository.ts LockRow but the key). */
export interface JoinedLock {
  holder_user_id: number;
  holder_session_id: number;
  acquired_at: string;
  expires_at: string;
  first_name: string;
  last_name: string;
}

/** The document with its lock as the item read found it. */
export interface FoundItem {
  row: DocumentRow;
  lock: JoinedLock | null;
}

/** What this process holds of the item's data, when the read may use it (taken before the statement: the entry may change while it runs). */
const heldFor = (db: Kysely<Database>, id: number, useHeld: boolean) => (useHeld ? dataCacheOf(db)?.held(id) : undefined);

/** The document and lock of an item read's row (columns of other tables in it are left out); a data text sent is held for later reads. */
function foundOf(db: Kysely<Database>, found: ItemWithLockRow, held: { version: number; json: string } | undefined): FoundItem {
  const row = {} as Record<string, unknown>;
  for (const column of COLUMNS_BUT_DATA) row[column] = found[column];
  // null only when the row is still at the held version (no row has version -1)
  row.data = found.data ?? held!.json;
  if (found.data !== null) dataCacheOf(db)?.set(found.id, found.version, found.data);
  const { lock_user_id, lock_session_id, lock_acquired_at, lock_expires_at, lock_first_name, lock_last_name } = found;
  const lock =
    lock_user_id !== null &&
    lock_session_id !== null &&
    lock_acquired_at !== null &&
    lock_expires_at !== null &&
    lock_first_name !== null &&
    lock_last_name !== null
      ? {
          holder_user_id: lock_user_id,
          holder_session_id: lock_session_id,
          acquired_at: lock_acquired_at,
          expires_at: lock_expires_at,
          first_name: lock_first_name,
          last_name: lock_last_name,
        }
      : null;
  return { row: row as DocumentRow, lock };
}

/**
 * The document and, in the same statement, the active lock of it as item `lockKind` — the
 * two facts every read and save of an item needs. "Active" is what locks/repository.ts
 * activeLocks means: not expired at `now`, and its session not revoked. `useHeld`: the data may
 * be this process's copy of the row's version (data-cache.ts).
 */
export async function findDocumentWithLock(
  db: Kysely<Database>,
  id: number,
  lockKind: string,
  now: string,
  { useHeld = false }: { useHeld?: boolean } = {},
): Promise<FoundItem | undefined> {
  const held = heldFor(db, id, useHeld);
  const [found] = (await documentWithLock(db, { id, lockKind, now, heldVersion: held?.version ?? NO_VERSION })).rows;
  return found && foundOf(db, found, held);
}

/**
 * The session of a token hash with its user and roles, and the document `id` with its lock as
 * `findDocumentWithLock(…, { useHeld: true })` reads it, in one statement (decision 0179).
 * @returns undefined without such a session; `item` undefined when there is no such document
 */
export async function findSessionWithDocument(
  db: Kysely<Database>,
  tokenHash: string,
  id: number,
  lockKind: string,
  now: string,
): Promise<{ session: SessionWithRoles; item: FoundItem | undefined } | undefined> {
  const held = heldFor(db, id, true);
  const [found] = (await sessionWithDocument(db, { tokenHash, id, lockKind, now, heldVersion: held?.version ?? NO_VERSION })).rows;
  if (!found) return undefined;
  return { session: sessionOf(found), item: found.id === null ? undefined : foundOf(db, found as ItemWithLockRow, held) };
}

/**
 * Writes new data only if the stored version is still `expectedVersion` (optimistic
 * concurrency): of two writers carrying one version exactly one succeeds.
 * @returns the new version, or null when the version had moved on
 */
export async function updateDocumentData(
  db: Kysely<Database>,
  id: number,
  expectedVersion: number,
  change: { data: unknown; checkErrors?: readonly FieldError[]; schemaVersion: string; at: string; userId: number },
): Promise<number | null> {
  const result = await dataUpdate(db, {
    id,
    expectedVersion,
    nextVersion: expectedVersion + 1,
    data: JSON.stringify(change.data),
    checkErrors: JSON.stringify(change.checkErrors ?? []),
    schemaVersion: change.schemaVersion,
    at: change.at,
    userId: change.userId,
  });
  return Number(result.numAffectedRows) === 1 ? expectedVersion + 1 : null;
}

const dataUpdate = prepared(
  (db, v: { id: number; expectedVersion: number; nextVersion: number; data: string; checkErrors: string; schemaVersion: string; at: string; userId: number }) =>
    db
      .updateTable('document')
      .set({ data: v.data, check_errors: v.checkErrors, schema_version: v.schemaVersion, version: v.nextVersion, updated_at: v.at, updated_by: v.userId })
      .where('id', '=', v.id)
      .where('version', '=', v.expectedVersion),
);

export interface IndexRows {
  parties: PartyRow[];
  assets: AssetRow[];
}

const partyValues = (id: number, p: PartyRow) => ({
  document_id: id,
  role: p.role,
  person_type: p.personType,
  code: p.code,
  name: p.name,
  name_key: p.nameKey,
});
const assetValues = (id: number, a: AssetRow) => ({ document_id: id, item_id: a.itemId, kind: a.kind, identifier: a.identifier, value_eur: a.valueEur });

async function replaceParties(db: Kysely<Database>, id: number, parties: PartyRow[]): Promise<void> {
  await db.deleteFrom('document_party').where('document_id', '=', id).execute();
  if (parties.length > 0)
    await db
      .insertInto('document_party')
      .values(parties.map((p) => partyValues(id, p)))
      .execute();
}

async function replaceAssets(db: Kysely<Database>, id: number, assets: AssetRow[]): Promise<void> {
  await db.deleteFrom('document_asset').where('document_id', '=', id).execute();
  if (assets.length > 0)
    await db
      .insertInto('document_asset')
      .values(assets.map((a) => assetValues(id, a)))
      .execute();
}

/** Replaces the party and asset rows of a document. */
export async function replaceIndexRows(db: Kysely<Database>, id: number, rows: IndexRows): Promise<void> {
  await replaceParties(db, id, rows.parties);
  await replaceAssets(db, id, rows.assets);
}

const sameValues = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** The same rows in any order? (stored rows usually come back in the order they were written) */
function sameRows(stored: unknown[][], derived: unknown[][]): boolean {
  if (stored.length !== derived.length) return false;
  if (stored.every((row, i) => sameValues(row, derived[i]))) return true;
  const keys = (rows: unknown[][]) => rows.map((r) => JSON.stringify(r)).sort();
  const a = keys(stored);
  const b = keys(derived);
  return a.every((k, i) => k === b[i]);
}

// the values as they come back from either database (PostgreSQL's numeric is text: compare numbers)
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const partyTuple = (p: { role: string; person_type: string; code: string | null; name: string; name_key: string }) => [
  p.role,
  p.person_type,
  p.code ?? null,
  p.name,
  p.name_key,
];
const assetTuple = (a: { item_id: string; kind: string; identifier: string | null; value_eur: unknown }) => [
  a.item_id,
  a.kind,
  a.identifier ?? null,
  num(a.value_eur),
];

/**
 * Brings the party and asset rows of a document in line with `rows`: each table whose stored
 * rows already hold exactly these values is left alone (most saves change neither), the
 * other is replaced. Reading ~70 rows costs less than deleting and re-inserting them with
 * their indexes.
 */
export async function syncIndexRows(db: Kysely<Database>, id: number, rows: IndexRows): Promise<void> {
  const parties = (await storedParties(db, { id })).rows;
  if (
    !sameRows(
      parties.map(partyTuple),
      rows.parties.map((p) => partyTuple(partyValues(id, p))),
    )
  )
    await replaceParties(db, id, rows.parties);
  const assets = (await storedAssets(db, { id })).rows;
  if (
    !sameRows(
      assets.map(assetTuple),
      rows.assets.map((a) => assetTuple(assetValues(id, a))),
    )
  )
    await replaceAssets(db, id, rows.assets);
}

const storedParties = prepared((db, v: { id: number }) =>
  db.selectFrom('document_party').select(['role', 'person_type', 'code', 'name', 'name_key']).where('document_id', '=', v.id),
);
const storedAssets = prepared((db, v: { id: number }) =>
  db.selectFrom('document_asset').select(['item_id', 'kind', 'identifier', 'value_eur']).where('document_id', '=', v.id),
);

export type DocumentChange = Omit<Updateable<DocumentTable>, 'id' | 'status' | 'version'>;

/**
 * Moves an item from status `from` at version `version` to status `to` (version + 1),
 * writing `change` with it — only if nobody moved it in between: of two callers acting on
 * one version exactly one gets true. Entering or leaving a registered status rewrites the
 * entry's search index rows in the same transaction (search-index.ts).
 */
export async function transition(db: Kysely<Database>, t: { id: number; from: string; to: string; version: number; change: DocumentChange }): Promise<boolean> {
  const result = await db
    .updateTable('document')
    .set({ ...t.change, status: t.to, version: t.version + 1 })
    .where('id', '=', t.id)
    .where('status', '=', t.from)
    .where('version', '=', t.version)
    .executeTakeFirst();
  const moved = Number(result.numUpdatedRows) === 1;
  if (moved && touchesSearchIndex(t.from, t.to)) await writeSearchIndex(db, t.id);
  return moved;
}

export type VersionRow = Selectable<DocumentVersionTable>;

/** Stores the immutable snapshot of an item as it is after a transition. */
export async function insertVersion(db: Kysely<Database>, row: VersionRow): Promise<void> {
  await db.insertInto('document_version').values(row).execute();
}

/** Snapshot of the row as it is now (call after the transition, in its transaction). */
export async function snapshot(db: Kysely<Database>, id: number, action: string, actor: { id: number | null; name: string | null }): Promise<DocumentRow> {
  const row = (await findDocument(db, id))!;
  await insertVersion(db, {
    document_id: id,
    version: row.version,
    status: row.status,
    action,
    schema_version: row.schema_version,
    data: row.data,
    registry_number: row.registry_number,
    at: row.status_changed_at ?? row.updated_at,
    actor_id: actor.id,
    actor_name: actor.name,
  });
  return row;
}

/** Returned items whose correction deadline is before `today`. */
export async function dueForExpiry(db: Kysely<Database>, today: string, limit: number) {
  return db
    .selectFrom('document')
    .select(['id', 'version', 'correction_deadline', 'family'])
    .where('status', '=', 'grazintas')
    .where('correction_deadline', '<', today)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** Which party rows `hasParty` looks for: one of the codes, and — when given — of this person type and one of these roles. */
export interface PartyMatch {
  codes: readonly string[];
  personType?: string;
  roles?: readonly string[];
}

/** A where over `document`: the document has a party row matching (an exists-subquery on document_party). */
export function hasParty(eb: ExpressionBuilder<Database, 'document'>, match: PartyMatch) {
  let parties = eb
    .selectFrom('document_party')
    .select('document_party.document_id')
    .whereRef('document_party.document_id', '=', 'document.id')
    .where('document_party.code', 'in', [...match.codes]);
  if (match.personType !== undefined) parties = parties.where('document_party.person_type', '=', match.personType);
  if (match.roles !== undefined) parties = parties.where('document_party.role', 'in', [...match.roles]);
  return eb.exists(parties);
}

/** The code of the company the user acts for: their own company, or their office when it is a legal person; null for none. */
export async function companyCodeOf(db: Kysely<Database>, user: { companyCode: string | null; officeId: number | null }): Promise<string | null> {
  if (user.companyCode !== null || user.officeId === null) return user.companyCode;
  const office = await db.selectFrom('office').select('code').where('id', '=', user.officeId).where('type', '=', 'juridinis_asmuo').executeTakeFirst();
  return office?.code ?? null;
}

/**
 * Is the company the user acts for (companyCodeOf) a legal-person party of the item?
 * (items/policy.ts PARTY_BOUND_ROLES)
 */
export async function companyIsParty(
  db: Kysely<Database>,
  documentId: number,
  user: { companyCode: string | null; officeId: number | null },
): Promise<boolean> {
  const company = await companyCodeOf(db, user);
  if (company === null) return false;
  const party = await db
    .selectFrom('document_party')
    .select('document_id')
    .where('document_id', '=', documentId)
    .where('person_type', '=', 'juridinis')
    .where('code', '=', company)
    .executeTakeFirst();
  return party !== undefined;
}

/**
 * Takes the row locks of the items for the rest of the transaction (PostgreSQL; SQLite runs
 * one write transaction at a time anyway, and its dialect has no FOR UPDATE): whoever changes
 * what an item is allowed to become (a file upload, a legal hold, a destruction batch) waits
 * for the others on the same item.
 */
export async function lockDocuments(db: Kysely<Database>, dialect: Dialect, ids: readonly number[]): Promise<void> {
  if (dialect === 'postgres' && ids.length > 0)
    await db
      .selectFrom('document')
      .select('id')
      .where('id', 'in', [...ids])
      .orderBy('id')
      .forUpdate()
      .execute();
}
