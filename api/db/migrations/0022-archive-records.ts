import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * Records that outlive a destroyed item (decision 0106): a legal hold (why the item was kept)
 * and an extract's verification record no longer go with the `document` row — their
 * `document_id` stops being a cascading foreign key. PostgreSQL drops the constraint; SQLite
 * cannot, so the table is rebuilt from its own definition without it, rows and indexes kept.
 * A tombstone keeps the status its item had when destroyed (`item_tombstone.status`; null for
 * tombstones written before).
 */
const TABLES = ['legal_hold', 'extract'] as const;
const REFERENCE = ' references "document" ("id") on delete cascade';

async function rebuildSqlite(db: Kysely<unknown>, table: string, change: (ddl: string) => string): Promise<void> {
  const rows = await sql<{ type: string; sql: string }>`select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const ddl = rows.rows.find((r) => r.type === 'table')!.sql;
  const indexes = rows.rows.filter((r) => r.type === 'index').map((r) => r.sql);
  const next = `${table}_next`;
  await sql.raw(change(ddl).replace(/^CREATE TABLE "?\w+"?/i, `create table "${next}"`)).execute(db);
  await sql`insert into ${sql.table(next)} select * from ${sql.table(table)}`.execute(db);
  await db.schema.dropTable(table).execute();
  await db.schema.alterTable(next).renameTo(table).execute();
  for (const index of indexes) await sql.raw(index).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('item_tombstone').addColumn('status', 'varchar(30)').execute();
  for (const table of TABLES) {
    if (isPostgres(db)) await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_document_id_fkey`)}`.execute(db);
    else await rebuildSqlite(db, table, (ddl) => ddl.replace(REFERENCE, ''));
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`delete from ${sql.table(table)} where document_id not in (select id from document)`.execute(db);
    if (isPostgres(db))
      await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_document_id_fkey`)} foreign key (document_id) references document (id) on delete cascade`.execute(
        db,
      );
    else await rebuildSqlite(db, table, (ddl) => ddl.replace('"document_id" bigint not null', `"document_id" bigint not null${REFERENCE}`));
  }
  await db.schema.alterTable('item_tombstone').dropColumn('status').execute();
}
