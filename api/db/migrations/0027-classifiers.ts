import type { Kysely } from 'kysely';
import { COUNTRIES } from '../reference/countries.js';
import { MUNICIPALITIES } from '../reference/municipalities.js';
import { SEARCH_PURPOSE_VALUES } from '../reference/search-purposes.js';
import { withId } from './helpers.js';

/** The reference values are valid since this instant (before any document of the register). */
export const REFERENCE_SINCE = '2000-01-01T00:00:00.000Z';

/**
 * Classifiers as data (/admin/klasifikatoriai, docs/decisions/0097-classifiers-as-data.md):
 * one row per value of a classifier (src/domain/classifiers/classifiers.ts) with its names
 * and validity; a value is retired by its valid_to, never deleted. The countries, the
 * municipalities and the search purposes are inserted here: the registry needs them with or
 * without demo data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('classifier_value'))
    .addColumn('classifier', 'varchar(40)', (c) => c.notNull())
    .addColumn('code', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_lt', 'varchar(300)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(300)', (c) => c.notNull())
    .addColumn('valid_from', 'varchar(30)', (c) => c.notNull())
    .addColumn('valid_to', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('classifier_value_code', ['classifier', 'code'])
    .execute();

  const lists = { salys: COUNTRIES, savivaldybes: MUNICIPALITIES, 'paieskos-tikslai': SEARCH_PURPOSE_VALUES };
  for (const [classifier, values] of Object.entries(lists)) {
    const rows = values.map(([code, lt, en]) => ({
      classifier,
      code,
      name_lt: lt,
      name_en: en,
      valid_from: REFERENCE_SINCE,
      valid_to: null,
      created_at: REFERENCE_SINCE,
      updated_at: REFERENCE_SINCE,
    }));
    for (let i = 0; i < rows.length; i += 100)
      await (db as Kysely<Record<string, Record<string, unknown>>>)
        .insertInto('classifier_value')
        .values(rows.slice(i, i + 100))
        .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('classifier_value').execute();
}
