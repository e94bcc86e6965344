/**
 * Demo data of the registry broker (/admin/broker, /admin/broker-list, /admin/registrai) and
 * of the KTPR notices (/zurnalas/ktpr-pranesimai): the seeded registrations' messages, as the
 * registration effect writes them, in every state — delivered, one still waiting, one being
 * retried after the legal-entity register did not answer, one dead after the NTR did not
 * answer five times (an administrator retries it); and two KTPR messages from the NTR stand-in,
 * received through the inbox: one about a unit two entries name (unread), one acknowledged by
 * the STSR registrar. Idempotent.
 */
import type { Kysely } from 'kysely';
import { BROKER_MAX_ATTEMPTS } from '../../../src/domain/broker/systems.js';
import { receive } from '../../modules/broker/inbox.js';
import { enqueueRegistration } from '../../modules/broker/outgoing.js';
import { acknowledgeKtpr } from '../../modules/broker/ktpr-repository.js';
import { markDelivered, markFailed, recordOutcome } from '../../modules/broker/repository.js';
import { backoffMs } from '../../modules/outbox/sender.js';
import type { Database } from '../schema.js';
import type { SeedContext } from './index.js';

/** What a register that does not answer makes the transport report. */
export const DEMO_BROKER_FAILURE = 'connect ETIMEDOUT 10.20.30.40:443';

/** The NTR's KTPR messages of the demo: [message id, unit, change, acknowledged]. */
export const DEMO_KTPR: readonly [string, string, string, boolean][] = [
  ['ntr-demo-ktpr-1', '4400-5512-3017', 'savininkas_pasikeite', false],
  ['ntr-demo-ktpr-2', '2197-4001-6012:0007', 'duomenys_pakeisti', true],
];

export async function seedBroker(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  if (await db.selectFrom('broker_message').select('id').limit(1).executeTakeFirst()) return;
  const at = ctx.now;
  // 1. the registered entries' messages (the seed registers without effects)
  const entries = await db.selectFrom('search_index').select('document_id').distinct().where('in_force', '=', 1).orderBy('document_id').execute();
  for (const e of entries) await enqueueRegistration(db, Number(e.document_id), at);
  // 2. their fates: the last to the NTR dead, the last to the legal-entity register retrying, the last to the population register waiting
  const out = await db.selectFrom('broker_message').selectAll().orderBy('id').execute();
  const lastOf = (system: string) => out.filter((m) => m.system === system).at(-1);
  const [dead, retrying, waiting] = [lastOf('ntr'), lastOf('jar'), lastOf('gr')];
  for (const m of out) {
    if (m === dead || m === retrying || m === waiting) continue;
    await db.updateTable('broker_message').set({ attempts: 1 }).where('id', '=', m.id).execute();
    await markDelivered(db, m.id, at);
    await recordOutcome(db, m.system, at, null);
  }
  if (dead) {
    await db.updateTable('broker_message').set({ attempts: BROKER_MAX_ATTEMPTS }).where('id', '=', dead.id).execute();
    await markFailed(db, dead.id, at, DEMO_BROKER_FAILURE, null);
    await recordOutcome(db, 'ntr', at, DEMO_BROKER_FAILURE);
  }
  if (retrying) {
    await db.updateTable('broker_message').set({ attempts: 2 }).where('id', '=', retrying.id).execute();
    await markFailed(db, retrying.id, at, DEMO_BROKER_FAILURE, new Date(Date.parse(at) + backoffMs(2)).toISOString());
    await recordOutcome(db, 'jar', at, DEMO_BROKER_FAILURE);
  }
  // 3. the KTPR notices, received through the inbox
  const registrar = await db.selectFrom('app_user').select(['id', 'first_name', 'last_name']).where('username', '=', 'RG_STSR_registrat').executeTakeFirst();
  for (const [messageId, uniqueNumber, change, acknowledged] of DEMO_KTPR) {
    const received = await receive(db, { system: 'ntr', kind: 'ktpr_pranesimas', messageId, payload: { uniqueNumber, change, changedAt: at } }, at);
    if (!acknowledged || !registrar) continue;
    const notices = await db.selectFrom('ktpr_notice').select('id').where('broker_message_id', '=', received.row.id).execute();
    for (const n of notices) await acknowledgeKtpr(db, n.id, { id: registrar.id, name: `${registrar.first_name} ${registrar.last_name}` }, at);
  }
}
