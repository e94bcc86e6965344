/**
 * The sign-in throttle: failed password attempts are counted per username and per client
 * address, in the database (several API processes share it), BEFORE the password is checked:
 * 1. a key already blocked refuses at once (a read, no write);
 * 2. the address's count, then the username's, goes up by one in one upsert each — an attempt
 *    beyond a limit is refused without hashing, however many arrive at once;
 * 3. from the limit on each counted failure starts a block that doubles (back-off), capped;
 * 4. a matched password clears the username's streak and takes back only its own attempt from
 *    the address's count (a user with an account cannot wipe the address's failures).
 * A streak is forgotten FORGET_AFTER_MINUTES after its last attempt or block. The address is
 * Fastify's request.ip: the peer address, or with TRUST_PROXY=true the X-Forwarded-For the
 * proxy sets (which must overwrite, not append to, what the client sent).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { RetryLaterError } from './retry-later.js';
import * as repo from './throttle-repository.js';

export interface ThrottlePolicy {
  /** failures counted before the first block */
  limit: number;
  /** the first block; each further failure doubles it */
  backoffSeconds: number;
  maxBackoffSeconds: number;
}

export type ThrottleKind = 'username' | 'address';

export const THROTTLES: Record<ThrottleKind, ThrottlePolicy> = {
  username: { limit: 5, backoffSeconds: 60, maxBackoffSeconds: 60 * 60 },
  // an office behind one NAT address shares it: more room, the same back-off
  address: { limit: 20, backoffSeconds: 60, maxBackoffSeconds: 60 * 60 },
};

export const FORGET_AFTER_MINUTES = 15;
/** Rows of streaks over for this long are deleted. */
export const PRUNE_AFTER_HOURS = 24;

export interface AttemptKeys {
  username: string;
  address: string;
}

/** An attempt the throttle let through: `blocks` are the kinds whose block it started (to audit if it fails). */
export interface Admitted {
  keys: Record<ThrottleKind, string>;
  nonce: string;
  blocks: ThrottleKind[];
}

export class ThrottledError extends RetryLaterError {
  constructor(
    retryAfterSeconds: number,
    public readonly kind: ThrottleKind,
    /** kinds whose block this very attempt started (it was counted by them) */
    public readonly blocks: ThrottleKind[],
  ) {
    super(429, 'errors.too_many_requests', retryAfterSeconds);
  }
}

const ORDER: ThrottleKind[] = ['address', 'username'];

export const throttleKeys = (attempt: AttemptKeys): Record<ThrottleKind, string> => ({
  username: `user:${attempt.username.toLowerCase().slice(0, 100)}`,
  address: `addr:${attempt.address.slice(0, 100)}`,
});

/** The back-off after the `failures`-th failure (from the limit on), in seconds. */
export const backoffSeconds = (policy: ThrottlePolicy, failures: number): number =>
  Math.min(policy.backoffSeconds * 2 ** Math.max(0, failures - policy.limit), policy.maxBackoffSeconds);

/** blocked_until for the limit-th failure, the next ones, up to the cap (the last entry). */
function schedule(policy: ThrottlePolicy, now: Date): string[] {
  const ends: string[] = [];
  for (let failures = policy.limit; ; failures++) {
    const seconds = backoffSeconds(policy, failures);
    ends.push(new Date(now.getTime() + seconds * 1000).toISOString());
    if (seconds >= policy.maxBackoffSeconds) return ends;
  }
}

const secondsUntil = (iso: string, now: Date) => Math.max(1, Math.ceil((Date.parse(iso) - now.getTime()) / 1000));

/** Counts an attempt (steps 1–3); throws ThrottledError when a key refuses it. */
export async function admitAttempt(db: Kysely<Database>, attempt: AttemptKeys, now: Date): Promise<Admitted> {
  const keys = throttleKeys(attempt);
  const at = now.toISOString();
  // 1.
  const running = await repo.runningBlocks(
    db,
    ORDER.map((kind) => keys[kind]),
    at,
  );
  if (running.length > 0) {
    const longest = running.reduce((a, b) => (a.blocked_until! > b.blocked_until! ? a : b));
    throw new ThrottledError(secondsUntil(longest.blocked_until!, now), longest.throttle_key === keys.username ? 'username' : 'address', []);
  }
  // 2–3.
  const nonce = randomUUID();
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MINUTES * 60_000).toISOString();
  const blocks: ThrottleKind[] = [];
  for (const kind of ORDER) {
    const policy = THROTTLES[kind];
    const row = await repo.countAttempt(db, { key: keys[kind], nonce, now: at, forgetBefore, limit: policy.limit, schedule: schedule(policy, now) });
    if (row.attempt !== nonce) throw new ThrottledError(secondsUntil(row.blocked_until!, now), kind, blocks);
    if (row.blocked_until !== null && row.blocked_until > at) blocks.push(kind);
  }
  return { keys, nonce, blocks };
}

/** Step 4: the password matched. */
export async function forgiveAttempt(db: Kysely<Database>, admitted: Admitted): Promise<void> {
  await repo.clearKey(db, admitted.keys.username);
  await repo.takeBack(db, admitted.keys.address, admitted.nonce);
}

export const pruneThrottle = (db: Kysely<Database>, now: Date) => repo.pruneKeys(db, new Date(now.getTime() - PRUNE_AFTER_HOURS * 3_600_000).toISOString());
