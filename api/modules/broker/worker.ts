/**
 * The broker's worker: delivers the due outgoing messages through the transport, with
 * attempts, backoff (the outbox's: 1, 2, 4 … minutes, at most an hour) and the dead letter
 * after BROKER_MAX_ATTEMPTS failures. Every step is a conditional update (take the attempt,
 * then record its end), so any number of API processes may run it at once; a process that
 * dies mid-delivery only delays the row until its hold expires. Each attempt also records the
 * system's last success or failure (/admin/registrai).
 */
import type { Kysely } from 'kysely';
import { BROKER_MAX_ATTEMPTS } from '../../../src/domain/broker/systems.js';
import type { Database } from '../../db/schema.js';
import { backoffMs } from '../outbox/sender.js';
import * as repo from './repository.js';
import type { BrokerTransport } from './transport.js';

export interface WorkerOptions {
  transport: BrokerTransport;
  now: () => Date;
}

const BATCH = 50;
const HOLD_MS = 5 * 60_000;

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'unknown';

/** One attempt of one due message. @returns its state afterwards, or null when another process took it first */
export async function attempt(db: Kysely<Database>, row: repo.BrokerRow, o: WorkerOptions): Promise<string | null> {
  const started = o.now();
  if (!(await repo.claim(db, row, started.toISOString(), new Date(started.getTime() + HOLD_MS).toISOString()))) return null;
  const attempts = row.attempts + 1;
  try {
    await o.transport.deliver({ system: row.system, kind: row.kind, messageId: row.message_id, payload: JSON.parse(row.payload) as Record<string, unknown> });
  } catch (error) {
    const ended = o.now();
    const at = ended.toISOString();
    const retryAt = attempts >= BROKER_MAX_ATTEMPTS ? null : new Date(ended.getTime() + backoffMs(attempts)).toISOString();
    await db.transaction().execute(async (trx) => {
      await repo.markFailed(trx, row.id, at, reasonOf(error), retryAt);
      await repo.recordOutcome(trx, row.system, at, reasonOf(error));
    });
    return retryAt === null ? 'nepristatytas' : 'kartojamas';
  }
  const delivered = o.now().toISOString();
  await db.transaction().execute(async (trx) => {
    await repo.markDelivered(trx, row.id, delivered);
    await repo.recordOutcome(trx, row.system, delivered, null);
  });
  return 'pristatytas';
}

/** One run of the worker: every due message, one at a time. @returns how many were delivered */
export async function deliverDue(db: Kysely<Database>, o: WorkerOptions): Promise<number> {
  let delivered = 0;
  for (const row of await repo.dueMessages(db, o.now().toISOString(), BATCH)) if ((await attempt(db, row, o)) === 'pristatytas') delivered += 1;
  return delivered;
}
