/** Running work in a transaction, joining the caller's when there is one (e.g. the seed's). */
import type { Kysely } from 'kysely';

/**
 * Runs `work` in a transaction: a new one, or — when `db` already is a transaction — that one,
 * so the work commits or rolls back with the caller's.
 */
export function inTransaction<DB, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
