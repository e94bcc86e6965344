/**
 * Keeps the search index (migration 0013) in line with an entry: its rows exist exactly while
 * it is registered (`iregistruotas`, in force) or deregistered (`nutrauktas`, history), for the
 * register families (documents: STSR; requests: NTR legal facts; certificates are outputs,
 * not entries; change and termination notices — rows with `entry_document_id` — act on an entry
 * and are none, migration 0019). `transition` (repository.ts) calls it whenever an item enters or leaves one of
 * these statuses, in the transition's transaction: the one place the index changes.
 */
import type { Insertable, Kysely } from 'kysely';
import { isEntryStatus } from '../../../src/domain/lifecycle/statuses.js';
import { entryIndexRows } from '../../../src/domain/search/entry-index.js';
import type { Database, SearchIndexTable } from '../../db/schema.js';

const INDEXED_FAMILIES: readonly string[] = ['documents', 'requests'];

/** True when a move between these statuses changes what the index holds. */
export const touchesSearchIndex = (from: string, to: string): boolean => isEntryStatus(from) || isEntryStatus(to);

/** Rewrites the index rows of item `id` from its stored row (none unless it is a registered or deregistered entry, not a notice). */
export async function writeSearchIndex(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('search_index').where('document_id', '=', id).execute();
  const row = await db
    .selectFrom('document')
    .select(['status', 'family', 'data', 'registry_number', 'registered_at', 'type_id', 'entry_document_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (
    !row ||
    row.entry_document_id !== null ||
    !isEntryStatus(row.status) ||
    !INDEXED_FAMILIES.includes(row.family) ||
    !row.registry_number ||
    !row.registered_at
  )
    return;
  const entry = {
    document_id: id,
    in_force: row.status === 'iregistruotas' ? 1 : 0,
    registered_at: row.registered_at,
    registry_number: row.registry_number,
    type_id: row.type_id,
    family: row.family,
  };
  const values = entryIndexRows(JSON.parse(row.data), row.registry_number).flatMap((r, seq): Insertable<SearchIndexTable>[] => {
    const base = { ...entry, party_seq: seq, kind: r.kind, role: r.role, code: r.code, name: r.name, birth_date: r.birthDate };
    return r.keys.length > 0 ? r.keys.map((key) => ({ ...base, name_key: key })) : [{ ...base, name_key: null }];
  });
  // a few hundred rows at most per entry; chunks keep each statement under the drivers' parameter limits
  for (let i = 0; i < values.length; i += 200)
    await db
      .insertInto('search_index')
      .values(values.slice(i, i + 200))
      .execute();
}
