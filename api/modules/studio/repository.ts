/** SQL of studio type versions (migration 0030). Callers pass a transaction for writes. */
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, StudioTypeVersionTable } from '../../db/schema.js';

export type VersionRow = Selectable<StudioTypeVersionTable> & { author_name: string | null; reviewer_name: string | null };

const withNames = (db: Kysely<Database>) =>
  db
    .selectFrom('studio_type_version as v')
    .leftJoin('app_user as a', 'a.id', 'v.author_id')
    .leftJoin('app_user as r', 'r.id', 'v.reviewer_id')
    .selectAll('v')
    .select(['a.username as author_name', 'r.username as reviewer_name']);

export const allVersions = (db: Kysely<Database>): Promise<VersionRow[]> => withNames(db).orderBy('v.type_id').orderBy('v.version').execute();

export const findVersion = (db: Kysely<Database>, typeId: string, version: number): Promise<VersionRow | undefined> =>
  withNames(db).where('v.type_id', '=', typeId).where('v.version', '=', version).executeTakeFirst();

/** Which version of each studio type is published: numbers only, the cheap look of the sync. */
export const publishedVersions = (db: Kysely<Database>) =>
  db.selectFrom('studio_type_version').select(['type_id', 'version']).where('status', '=', 'published').orderBy('type_id').execute();

/** The bundled entry and validator code of one published version (read only when it is new to this process). */
export const publishedCode = (db: Kysely<Database>, typeId: string, version: number) =>
  db
    .selectFrom('studio_type_version')
    .select(['entry', 'validator_code'])
    .where('type_id', '=', typeId)
    .where('version', '=', version)
    .where('status', '=', 'published')
    .executeTakeFirst();

/** Every version of a type that was published (published or retired since), newest first: what browsers draw its documents with. */
export const publishedFiles = (db: Kysely<Database>, typeId: string) =>
  db
    .selectFrom('studio_type_version')
    .select(['version', 'files', 'entry', 'validator_code'])
    .where('type_id', '=', typeId)
    .where('status', 'in', ['published', 'retired'])
    .orderBy('version', 'desc')
    .execute();

/** The newest version number of a type in the studio (0: none). */
export async function lastVersion(db: Kysely<Database>, typeId: string): Promise<number> {
  const row = await db
    .selectFrom('studio_type_version')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('type_id', '=', typeId)
    .executeTakeFirst();
  return Number(row?.v ?? 0);
}

export async function insertVersion(db: Kysely<Database>, v: Omit<StudioTypeVersionTable, 'id'>): Promise<void> {
  await db.insertInto('studio_type_version').values(v).execute();
}

export async function updateVersion(db: Kysely<Database>, typeId: string, version: number, set: Updateable<StudioTypeVersionTable>): Promise<void> {
  await db.updateTable('studio_type_version').set(set).where('type_id', '=', typeId).where('version', '=', version).execute();
}

/** The data of a type's registered entries (status iregistruotas), by item id. */
export const registeredData = (db: Kysely<Database>, typeId: string) =>
  db.selectFrom('document').select(['id', 'data']).where('type_id', '=', typeId).where('status', '=', 'iregistruotas').execute();

/** A type's documents still being prepared (editable statuses) pinned to one schema version: what a draft migration lifts. */
export const preparedDocuments = (db: Kysely<Database>, typeId: string, schemaVersion: string, statuses: readonly string[]) =>
  db
    .selectFrom('document')
    .select(['id', 'data', 'version'])
    .where('type_id', '=', typeId)
    .where('schema_version', '=', schemaVersion)
    .where('status', 'in', [...statuses])
    .orderBy('id')
    .execute();

/** A lifted document moved to the new schema version (its version counts on, as after any save). */
export async function moveDocument(
  db: Kysely<Database>,
  doc: { id: number; version: number },
  set: { data: string; schema_version: string; check_errors: string | null; updated_at: string },
): Promise<void> {
  await db
    .updateTable('document')
    .set({ ...set, version: Number(doc.version) + 1 })
    .where('id', '=', doc.id)
    .execute();
}
