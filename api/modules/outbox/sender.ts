/**
 * The outbox's sender: delivers the formed e-mails over the mail seam, with bounded retries
 * and backoff. Every step is a conditional update (take the attempt, then record its end), so
 * any number of API processes may run it at once and a crash mid-send only delays the row
 * until its hold expires. A failure records the reason; after the last attempt the row is
 * `nepateiktas` and waits for an administrator's resend. Nothing else changes on failure:
 * the notice stays `suformuotas`.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { noticeMail, type FaceLinks } from './message.js';
import * as repo from './repository.js';
import type { MailTransport } from './transport.js';

export interface SenderOptions {
  transport: MailTransport;
  now: () => Date;
  maxAttempts: number;
  links: FaceLinks;
}

/** How many due e-mails one run takes. */
const BATCH = 50;
/** A taken row is held this long, so a process that dies mid-send does not block it for ever. */
const HOLD_MS = 5 * 60_000;

/** The wait before attempt n+1 after n failed ones: 1, 2, 4 … minutes, at most an hour. */
export const backoffMs = (attempts: number): number => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'unknown';

/**
 * One attempt of one row (already read as due). @returns the row's state afterwards, or null
 * when another process took it first
 */
export async function attempt(db: Kysely<Database>, row: repo.OutboxRow, o: SenderOptions): Promise<string | null> {
  const started = o.now();
  const at = started.toISOString();
  if (!(await repo.claim(db, row, at, new Date(started.getTime() + HOLD_MS).toISOString()))) return null;
  const attempts = row.attempts + 1;
  const detail = await repo.findWithNotice(db, row.id);
  if (!detail) return null;
  try {
    await o.transport.send(noticeMail(detail, o.links));
  } catch (error) {
    const ended = o.now();
    const retryAt = attempts >= o.maxAttempts ? null : new Date(ended.getTime() + backoffMs(attempts)).toISOString();
    await repo.markFailed(db, row.id, ended.toISOString(), reasonOf(error), retryAt);
    return retryAt === null ? 'nepateiktas' : 'suformuotas';
  }
  const delivered = o.now().toISOString();
  await db.transaction().execute((trx) => repo.markDelivered(trx, row, delivered));
  return 'pateiktas';
}

/** One run of the sender: every due e-mail, one at a time. @returns how many were delivered */
export async function deliverDue(db: Kysely<Database>, o: SenderOptions): Promise<number> {
  const due = await repo.dueEmails(db, o.now().toISOString(), BATCH);
  let delivered = 0;
  for (const row of due) if ((await attempt(db, row, o)) === 'pateiktas') delivered += 1;
  return delivered;
}
