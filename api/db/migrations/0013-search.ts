import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';
import { writeSearchIndex } from '../../modules/items/search-index.js';
import type { Database } from '../schema.js';

/**
 * Register search (api/modules/search, decisions 0060–0062).
 *
 * `search_index` holds one row per party, asset identifier and document key of every
 * registered (`iregistruotas`) or deregistered (`nutrauktas`) entry — never a draft. The item
 * core rewrites an entry's rows whenever it enters or leaves those statuses, inside the
 * transition's transaction (api/modules/items/search-index.ts). A name is held once per word
 * (`name_key`: the folded name from that word on, `party_seq` groups the rows of one party),
 * so a prefix of any word finds it through an index range, never a `LIKE '%…%'` scan.
 *
 * `search_log` is append-only (a trigger refuses UPDATE and DELETE): who searched, when, with
 * which criteria, for which purpose and requester, and how many results.
 * `search_log_subject` names the natural persons a search found, so they can read who
 * searched them. `saved_search` holds a user's saved criteria.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('search_index')
    .addColumn('document_id', 'bigint', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('party_seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('role', 'varchar(50)', (c) => c.notNull())
    .addColumn('code', 'varchar(100)')
    .addColumn('name', 'varchar(300)')
    // PostgreSQL compares text by the database's collation: a prefix range over folded names needs byte order ("C")
    .addColumn('name_key', 'varchar(300)', (c) => (pg ? c.modifyEnd(sql`collate "C"`) : c))
    .addColumn('birth_date', 'varchar(10)')
    .addColumn('in_force', 'integer', (c) => c.notNull())
    .addColumn('registered_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('registry_number', 'varchar(30)', (c) => c.notNull())
    .addColumn('type_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('family', 'varchar(20)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_index_code').on('search_index').columns(['kind', 'code', 'in_force', 'registered_at']).execute();
  await db.schema.createIndex('search_index_name').on('search_index').columns(['kind', 'name_key', 'in_force']).execute();
  await db.schema.createIndex('search_index_person').on('search_index').columns(['kind', 'birth_date', 'name_key']).execute();
  await db.schema.createIndex('search_index_document').on('search_index').column('document_id').execute();

  await (
    pg
      ? db.schema.createTable('search_log').addColumn('id', 'bigserial', (c) => c.primaryKey())
      : db.schema.createTable('search_log').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('face', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('actor_office', 'varchar(300)')
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('criteria', 'text', (c) => c.notNull())
    .addColumn('purpose', 'varchar(50)')
    .addColumn('requester_name', 'varchar(300)')
    .addColumn('requester_code', 'varchar(30)')
    .addColumn('result_count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_log_user').on('search_log').columns(['user_id', 'at']).execute();
  await db.schema
    .createTable('search_log_subject')
    .addColumn('log_id', 'bigint', (c) => c.notNull().references('search_log.id'))
    .addColumn('person_code', 'varchar(20)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_log_subject_person').on('search_log_subject').columns(['person_code', 'log_id']).execute();
  for (const table of ['search_log', 'search_log_subject']) {
    if (pg) {
      await sql`create function ${sql.raw(table)}_append_only() returns trigger language plpgsql as $$ begin raise exception '${sql.raw(table)} is append-only'; end $$`.execute(
        db,
      );
      await sql`create trigger ${sql.raw(table)}_append_only before update or delete on ${sql.raw(table)} for each row execute function ${sql.raw(table)}_append_only()`.execute(
        db,
      );
    } else {
      for (const op of ['update', 'delete']) {
        await sql`create trigger ${sql.raw(`${table}_no_${op}`)} before ${sql.raw(op)} on ${sql.raw(table)} begin select raise(abort, '${sql.raw(table)} is append-only'); end`.execute(
          db,
        );
      }
    }
  }

  await (
    pg
      ? db.schema.createTable('saved_search').addColumn('id', 'bigserial', (c) => c.primaryKey())
      : db.schema.createTable('saved_search').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('face', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('criteria', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saved_search_user').on('saved_search').columns(['user_id', 'face']).execute();

  // backfill: the entries registered before this migration
  const typed = db as unknown as Kysely<Database>;
  const entries = await typed.selectFrom('document').select('id').where('status', 'in', ['iregistruotas', 'nutrauktas']).execute();
  for (const { id } of entries) await writeSearchIndex(typed, Number(id));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.dropTable('saved_search').execute();
  await db.schema.dropTable('search_log_subject').execute();
  await db.schema.dropTable('search_log').execute();
  if (pg) for (const table of ['search_log', 'search_log_subject']) await sql`drop function ${sql.raw(table)}_append_only()`.execute(db);
  await db.schema.dropTable('search_index').execute();
}
