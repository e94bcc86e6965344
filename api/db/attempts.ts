/**
 * The attempts of a retried delivery, for the tables that queue one (the broker's outgoing
 * messages, the outbox's e-mails): which rows are due, and taking one attempt of a row so
 * that of two workers that read it, exactly one sends it.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from './schema.js';

type RetriedTable = 'broker_message' | 'outbox_message';

/** Never tried yet, or past its backoff at `now`. */
export const isDue = (eb: ExpressionBuilder<Database, RetriedTable>, now: string) =>
  eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]);

/**
 * Takes one attempt of a row as it was read: counts it and holds the row until `holdUntil`,
 * only if nobody took it since (same state, same attempts). @returns whether it was taken
 */
export async function claimAttempt(
  db: Kysely<Database>,
  table: RetriedTable,
  row: { id: number; state: string; attempts: number },
  now: string,
  holdUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ attempts: row.attempts + 1, next_attempt_at: holdUntil, updated_at: now })
    .where('id', '=', row.id)
    .where('state', '=', row.state)
    .where('attempts', '=', row.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What a table's rows are called after an attempt: sent, to be tried again, failed for good. */
export interface AttemptStates {
  delivered: string;
  retrying: string;
  dead: string;
}

/** The attempt delivered the row: no retry, no error. */
export async function markAttemptDelivered(db: Kysely<Database>, table: RetriedTable, id: number, states: AttemptStates, now: string): Promise<void> {
  await db
    .updateTable(table)
    .set({ state: states.delivered, delivered_at: now, next_attempt_at: null, last_error: null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The attempt failed with `reason`: the row is tried again at `retryAt`, or dead when null. */
export async function markAttemptFailed(
  db: Kysely<Database>,
  table: RetriedTable,
  id: number,
  states: AttemptStates,
  failure: { now: string; reason: string; retryAt: string | null },
): Promise<void> {
  await db
    .updateTable(table)
    .set({
      state: failure.retryAt === null ? states.dead : states.retrying,
      next_attempt_at: failure.retryAt,
      last_error: failure.reason,
      updated_at: failure.now,
    })
    .where('id', '=', id)
    .execute();
}
