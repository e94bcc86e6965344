/** SQL of the sign-in throttle (table `login_throttle`, migration 0012): one statement per step, each atomic on its own. */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface CountedAttempt {
  failures: number;
  blocked_until: string | null;
  attempt: string;
}

export interface AttemptToCount {
  key: string;
  nonce: string;
  now: string;
  /** a streak whose last attempt (or block) ended before this is forgotten */
  forgetBefore: string;
  limit: number;
  /** blocked_until for the limit-th failure, the next one, …; the last entry holds beyond */
  schedule: readonly string[];
}

const col = (name: string) => sql.ref(`login_throttle.${name}`);

/** The end of the block the `failures`-th failure starts (null below the limit). */
function blockFor(failures: RawBuilder<number>, limit: number, schedule: readonly string[]): RawBuilder<string | null> {
  const steps = schedule.slice(0, -1).map((until, i) => sql`when ${failures} = ${sql.lit(limit + i)} then ${until}`);
  return sql<string | null>`case when ${failures} < ${sql.lit(limit)} then null ${sql.join(steps, sql` `)} else ${schedule.at(-1)!} end`;
}

/** The keys' blocks still running at `now`: a refusal that needs no write. */
export async function runningBlocks(db: Kysely<Database>, keys: string[], now: string) {
  return db.selectFrom('login_throttle').select(['throttle_key', 'blocked_until']).where('throttle_key', 'in', keys).where('blocked_until', '>', now).execute();
}

/**
 * Counts one attempt on a key in a single upsert and returns the row after it. While the key
 * is blocked the row is left as it was (its `attempt` is not this nonce: refused); otherwise
 * the failure is counted (1 when the old streak is forgotten), the nonce stored, and a block
 * started from the limit on.
 */
export async function countAttempt(db: Kysely<Database>, a: AttemptToCount): Promise<CountedAttempt> {
  const blocked = sql<boolean>`(${col('blocked_until')} is not null and ${col('blocked_until')} > ${a.now})`;
  const stale = sql<boolean>`coalesce(${col('blocked_until')}, ${col('last_at')}) < ${a.forgetBefore}`;
  const next = sql<number>`${col('failures')} + 1`;
  return db
    .insertInto('login_throttle')
    .values({ throttle_key: a.key, failures: 1, last_at: a.now, blocked_until: a.limit <= 1 ? a.schedule[0] : null, attempt: a.nonce })
    .onConflict((oc) =>
      oc.column('throttle_key').doUpdateSet({
        failures: sql<number>`case when ${blocked} then ${col('failures')} when ${stale} then 1 else ${next} end`,
        last_at: sql<string>`case when ${blocked} then ${col('last_at')} else ${a.now} end`,
        attempt: sql<string>`case when ${blocked} then ${col('attempt')} else ${a.nonce} end`,
        blocked_until: sql<
          string | null
        >`case when ${blocked} then ${col('blocked_until')} when ${stale} then ${blockFor(sql<number>`1`, a.limit, a.schedule)} else ${blockFor(next, a.limit, a.schedule)} end`,
      }),
    )
    .returning(['failures', 'blocked_until', 'attempt'])
    .executeTakeFirstOrThrow();
}

/** Ends a key's streak (a username whose password matched). */
export async function clearKey(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('throttle_key', '=', key).execute();
}

/**
 * Takes one counted attempt back (an address whose attempt turned out right). When it was
 * the last attempt counted, the block it started goes too; otherwise later attempts' block stands.
 */
export async function takeBack(db: Kysely<Database>, key: string, nonce: string): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({
      failures: sql<number>`case when ${col('failures')} > 0 then ${col('failures')} - 1 else 0 end`,
      blocked_until: sql<string | null>`case when ${col('attempt')} = ${nonce} then null else ${col('blocked_until')} end`,
    })
    .where('throttle_key', '=', key)
    .execute();
}

/** Drops streaks that ended before `before`. */
export async function pruneKeys(db: Kysely<Database>, before: string): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('last_at', '<', before)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', before)]))
    .execute();
}
