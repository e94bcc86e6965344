/** SQL of the open NTR register page: one registered request by its registry number. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface RegisteredEntryRow {
  registry_number: string;
  type_id: string;
  status: string;
  registered_at: string;
  /** JSON text of the data as registered (the snapshot of the registering version, else the current data) */
  data: string;
}

/**
 * The request registered under `registryNumber`, or undefined. Only the `requests` family is the
 * NTR's register of legal facts; a row without a registration date is not an entry yet.
 */
export async function findRegisteredEntry(db: Kysely<Database>, registryNumber: string): Promise<RegisteredEntryRow | undefined> {
  const row = await db
    .selectFrom('document as d')
    .leftJoin('document_version as v', (j) => j.onRef('v.document_id', '=', 'd.id').onRef('v.version', '=', 'd.registered_version'))
    .select(['d.registry_number', 'd.type_id', 'd.status', 'd.registered_at', 'd.data', 'v.data as registered_data'])
    .where('d.family', '=', 'requests')
    .where('d.registry_number', '=', registryNumber)
    .where('d.registered_at', 'is not', null)
    .executeTakeFirst();
  if (!row || row.registry_number === null || row.registered_at === null) return undefined;
  return {
    registry_number: row.registry_number,
    type_id: row.type_id,
    status: row.status,
    registered_at: row.registered_at,
    data: row.registered_data ?? row.data,
  };
}
