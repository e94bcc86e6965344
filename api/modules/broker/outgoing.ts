/**
 * What the register tells the other systems when an entry is registered (decision 0099): one
 * message per system whose data the entry names — the NTR for its real-property units, the
 * legal-entity register for its legal persons, the population register for its natural
 * persons — read from the entry's search index rows, which the transition has just written.
 * Runs as a lifecycle effect, so the messages are written in the registration's transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { EnterEffect } from '../lifecycle/effects.js';
import { enqueue, type Outgoing } from './repository.js';

/** Asset kinds that are real property the NTR holds (schemas/common/asset.schema.json rusis; `ntr` also names a request's units). */
export const REAL_PROPERTY_KINDS: readonly string[] = ['ntr', 'busimas_ntr'];

interface IndexRow {
  kind: string;
  role: string;
  code: string | null;
}

/** The messages of an entry registered under `registryNumber`, from its index rows. */
export function messagesForEntry(entry: { id: number; type: string; registryNumber: string; registeredAt: string }, rows: readonly IndexRow[]): Outgoing[] {
  const codes = (pick: (r: IndexRow) => boolean) =>
    [
      ...new Set(
        rows
          .filter(pick)
          .map((r) => r.code)
          .filter((c): c is string => !!c),
      ),
    ].sort();
  const targets: [string, string, string[]][] = [
    ['ntr', 'uniqueNumbers', codes((r) => r.kind === 'turtas' && REAL_PROPERTY_KINDS.includes(r.role))],
    ['jar', 'legalEntityCodes', codes((r) => r.kind === 'juridinis')],
    ['gr', 'personalCodes', codes((r) => r.kind === 'fizinis')],
  ];
  return targets
    .filter(([, , list]) => list.length > 0)
    .map(([system, field, list]) => ({
      system,
      kind: 'irasas_iregistruotas',
      documentId: entry.id,
      payload: { registryNumber: entry.registryNumber, type: entry.type, registeredAt: entry.registeredAt, [field]: list },
    }));
}

/** Writes the messages of item `id`'s registration (nothing when it has no index rows: a change notice, a certificate). */
export async function enqueueRegistration(trx: Kysely<Database>, id: number, at: string): Promise<void> {
  const rows = await trx
    .selectFrom('search_index')
    .select(['kind', 'role', 'code', 'registry_number', 'registered_at', 'type_id'])
    .where('document_id', '=', id)
    .execute();
  if (rows.length === 0) return;
  const entry = { id, type: rows[0].type_id, registryNumber: rows[0].registry_number, registeredAt: rows[0].registered_at };
  await enqueue(trx, messagesForEntry(entry, rows), at);
}

/** The lifecycle effect: on entering `iregistruotas`. */
export const registrationEffect: EnterEffect = {
  apply: ({ trx, row, at }) => enqueueRegistration(trx, Number(row.id), at),
};
