/**
 * A bounded pool for password checks: at most HASH_CONCURRENCY scrypt runs at once and
 * HASH_QUEUE waiting; a check beyond that is refused at once (503 errors.sign_in_busy,
 * Retry-After 1) instead of queueing behind a flood, so a real sign-in never waits behind
 * more than HASH_QUEUE others. It bounds this process's CPU and memory (scrypt takes 32 MiB a
 * run), so it is process state on purpose; who may try how often is the throttle's job, in
 * the database (login-throttle.ts).
 */
import { RetryLaterError } from './retry-later.js';

export const HASH_CONCURRENCY = 2;
export const HASH_QUEUE = 8;

export class HashGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency = HASH_CONCURRENCY,
    private readonly queueLimit = HASH_QUEUE,
  ) {}

  /** Runs `work` in the pool, or throws RetryLaterError(503) when the pool and its queue are full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else if (this.waiting.length < this.queueLimit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else throw new RetryLaterError(503, 'errors.sign_in_busy', 1);
    try {
      return await work();
    } finally {
      // hand the slot to the next in line, or free it
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
