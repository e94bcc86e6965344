/** SQL of the XML module: how many items each (type, schema version) pair holds; the kept versions of the XML interface (decision 0105). */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, XmlSchemaVersionTable } from '../../db/schema.js';

export interface PinnedCount {
  type_id: string;
  schema_version: string;
  items: number;
}

/** Items per type and the schema version they are pinned to (every family). */
export async function pinnedCounts(db: Kysely<Database>): Promise<PinnedCount[]> {
  const rows = await db
    .selectFrom('document')
    .select((eb) => ['type_id', 'schema_version', eb.fn.countAll().as('items')])
    .groupBy(['type_id', 'schema_version'])
    .orderBy('type_id')
    .orderBy('schema_version')
    .execute();
  return rows.map((r) => ({ type_id: r.type_id, schema_version: r.schema_version, items: Number(r.items) }));
}

/** One published version as kept (migration 0026), without its texts. */
export interface StoredVersionHead {
  type_id: string;
  schema_version: string;
  xml_version: number;
  common_version: string | null;
  has_description: boolean;
  published_at: string;
}

/** A version to keep: its key, its texts and when it was first published. */
export type NewStoredVersion = Insertable<XmlSchemaVersionTable>;

/** Keeps the versions not kept yet (a version already kept is left as it was, its date included). */
export async function keepVersions(db: Kysely<Database>, rows: readonly NewStoredVersion[]): Promise<void> {
  for (const row of rows)
    await db
      .insertInto('xml_schema_version')
      .values(row)
      .onConflict((oc) => oc.columns(['type_id', 'schema_version']).doNothing())
      .execute();
}

/** Every kept version (texts left out), newest first within a type. */
export async function keptVersions(db: Kysely<Database>): Promise<StoredVersionHead[]> {
  const rows = await db
    .selectFrom('xml_schema_version')
    .select((eb) => ['type_id', 'schema_version', 'xml_version', 'common_version', 'published_at', eb('description', 'is not', null).as('has_description')])
    .orderBy('type_id')
    .orderBy('published_at', 'desc')
    .orderBy('schema_version')
    .execute();
  return rows.map((r) => ({ ...r, xml_version: Number(r.xml_version), has_description: Boolean(r.has_description) }));
}

/** One kept version with its texts, or undefined. */
export async function keptVersion(db: Kysely<Database>, typeId: string, schemaVersion: string): Promise<Selectable<XmlSchemaVersionTable> | undefined> {
  return db.selectFrom('xml_schema_version').selectAll().where('type_id', '=', typeId).where('schema_version', '=', schemaVersion).executeTakeFirst();
}
