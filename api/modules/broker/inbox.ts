/**
 * The broker's inbox: an incoming message is written once per message id and system (a
 * message received again is a duplicate and changes nothing), and processed in the same
 * transaction. The one kind today is the NTR's KTPR notice (decision 0101): a real-property
 * unit changed, so every entry in force that names the unit gets a notice for the journal
 * tab ktpr-pranesimai.
 */
import type { Kysely } from 'kysely';
import { identifierKey } from '../../../src/domain/search/criteria.js';
import type { Database } from '../../db/schema.js';
import { REAL_PROPERTY_KINDS } from './outgoing.js';
import * as repo from './repository.js';

export interface Incoming {
  system: string;
  kind: string;
  messageId: string;
  payload: Record<string, unknown>;
}

export interface Received {
  row: repo.BrokerRow;
  duplicate: boolean;
  /** notices the message made (0 for a duplicate) */
  notices: number;
}

/** A KTPR notice: one per entry in force naming the unit. @returns how many */
async function ktprNotices(trx: Kysely<Database>, row: repo.BrokerRow, payload: Record<string, unknown>, at: string): Promise<number> {
  const uniqueNumber = String(payload.uniqueNumber ?? '');
  const entries = await trx
    .selectFrom('search_index')
    .select(['document_id', 'registry_number'])
    .distinct()
    .where('kind', '=', 'turtas')
    .where('role', 'in', REAL_PROPERTY_KINDS)
    .where('code', '=', identifierKey(uniqueNumber))
    .where('in_force', '=', 1)
    .orderBy('document_id')
    .execute();
  if (entries.length === 0) return 0;
  await trx
    .insertInto('ktpr_notice')
    .values(
      entries.map((e) => ({
        broker_message_id: row.id,
        document_id: e.document_id,
        registry_number: e.registry_number,
        unique_number: uniqueNumber,
        change: String(payload.change ?? ''),
        content: JSON.stringify(payload),
        received_at: at,
      })),
    )
    .execute();
  return entries.length;
}

/** Receives one message in the caller's transaction: written and processed once. */
export async function receive(trx: Kysely<Database>, m: Incoming, at: string): Promise<Received> {
  const row = await repo.insertIncoming(trx, m, at);
  if (!row) {
    const earlier = await repo.findIncoming(trx, m.system, m.messageId);
    if (!earlier) throw new Error('broker inbox: a message that conflicts was not found');
    return { row: earlier, duplicate: true, notices: 0 };
  }
  const notices = m.kind === 'ktpr_pranesimas' ? await ktprNotices(trx, row, m.payload, at) : 0;
  return { row, duplicate: false, notices };
}
