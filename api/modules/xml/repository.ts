/** SQL of the XML module: how many items each (type, schema version) pair holds. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

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
