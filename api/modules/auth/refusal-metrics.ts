/**
 * Counting what is refused without writing it down: a junk, unknown or revoked bearer token,
 * a sign-in attempt the throttle refuses, a sign-in refused because the hashing pool is full.
 * These are anonymous and cost an attacker nothing, so they are counters (GET
 * /api/health/metrics, this process's since it started) and a few log lines a minute — never
 * durable audit rows, which are kept for facts about people and sessions.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AuditOrigin } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';

/** Log lines allowed per interval; the first line after a full interval says how many were held back. */
export class LogBudget {
  private windowStart = Number.NEGATIVE_INFINITY;
  private used = 0;
  private held = 0;

  constructor(
    private readonly lines: number,
    private readonly intervalMs: number,
  ) {}

  take(nowMs: number): { log: boolean; suppressed: number } {
    if (nowMs - this.windowStart >= this.intervalMs) {
      const suppressed = this.held;
      this.windowStart = nowMs;
      this.used = 1;
      this.held = 0;
      return { log: true, suppressed };
    }
    if (this.used < this.lines) {
      this.used++;
      return { log: true, suppressed: 0 };
    }
    this.held++;
    return { log: false, suppressed: 0 };
  }
}

export const LOG_LINES_PER_MINUTE = 10;

export type CountedTokenRefusal = 'malformed' | 'unknown' | 'revoked';

export interface RefusalSnapshot {
  scope: 'process';
  since: string;
  tokensRefused: Record<CountedTokenRefusal, number>;
  loginsThrottled: { username: number; address: number };
  signInBusy: number;
}

export class RefusalMetrics {
  private readonly since: string;
  private readonly tokensRefused: Record<CountedTokenRefusal, number> = { malformed: 0, unknown: 0, revoked: 0 };
  private readonly loginsThrottled = { username: 0, address: 0 };
  private signInBusy = 0;
  private readonly budget = new LogBudget(LOG_LINES_PER_MINUTE, 60_000);

  constructor(
    private readonly clock: Clock,
    private readonly logger: FastifyBaseLogger,
  ) {
    this.since = clock.now().toISOString();
  }

  tokenRefused(reason: CountedTokenRefusal, origin: AuditOrigin, details: Record<string, unknown>): void {
    this.tokensRefused[reason]++;
    this.log(origin, { event: 'auth.token_refused', reason, ...details });
  }

  loginThrottled(kind: 'username' | 'address', origin: AuditOrigin): void {
    this.loginsThrottled[kind]++;
    this.log(origin, { event: 'auth.login_throttled', reason: kind });
  }

  loginBusy(origin: AuditOrigin): void {
    this.signInBusy++;
    this.log(origin, { event: 'auth.sign_in_busy' });
  }

  snapshot(): RefusalSnapshot {
    return {
      scope: 'process',
      since: this.since,
      tokensRefused: { ...this.tokensRefused },
      loginsThrottled: { ...this.loginsThrottled },
      signInBusy: this.signInBusy,
    };
  }

  private log(origin: AuditOrigin, fields: Record<string, unknown>): void {
    const { log, suppressed } = this.budget.take(this.clock.now().getTime());
    if (log) this.logger.warn({ ...fields, reqId: origin.requestId, ip: origin.ip, suppressed }, 'refused (counted, not audited)');
  }
}
