import type { Kysely } from 'kysely';

/**
 * `xml_schema_version`: every published version of the XML interface (decision 0105), keyed by
 * type and schema version — the XSD text, the XML description, the bundled JSON schema the XSD
 * was generated from (an XML body of an item pinned to this version is read by it) and the
 * date the server first published it. `common` (the included shared types) is kept too, by the
 * hash of its text; each type's row names the common version its XSD includes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('xml_schema_version')
    .addColumn('type_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('schema_version', 'varchar(64)', (c) => c.notNull())
    .addColumn('xml_version', 'integer', (c) => c.notNull())
    .addColumn('common_version', 'varchar(64)')
    .addColumn('xsd', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('json_schema', 'text')
    .addColumn('published_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('xml_schema_version_pk', ['type_id', 'schema_version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('xml_schema_version').execute();
}
