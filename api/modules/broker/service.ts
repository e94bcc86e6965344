/**
 * The registry broker (app.broker, decision 0099): the transactional outbox/inbox of every
 * exchange with an external system. Registrations write their outgoing messages in their own
 * transaction (a lifecycle effect, ./outgoing.ts); the worker (./worker.ts) delivers them
 * every BROKER_SEND_MINUTES through the transport — the local stand-in in the demo mode, none
 * otherwise (the messages wait, and /admin/registrai says so); the inbox (./inbox.ts) takes
 * each incoming message once. Administrators see, retry and release messages (audited); in the
 * demo mode they switch a stand-in to fail and make the NTR stand-in send a KTPR notice.
 */
import type { Paged } from '../../../src/domain/contracts/shared.js';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BROKER_SYSTEMS, type BrokerSystem } from '../../../src/domain/broker/systems.js';
import type { BrokerSystemState, getBrokerSummary, listBrokerMessages } from '../../../src/domain/contracts/broker.js';
import type { QueryOf, ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import type { Answer } from '../../lib/contract-route.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import { everyMinutes } from '../../lib/periodic.js';
import type { SessionUser } from '../../plugins/access.js';
import { receive, type Incoming, type Received } from './inbox.js';
import { ktprService, type KtprService } from './ktpr.js';
import { registrationEffect } from './outgoing.js';
import * as repo from './repository.js';
import { localBrokerTransport, type BrokerTransport } from './transport.js';
import { messageDetail, messageView, type MessageDetail, type MessageView } from './views.js';
import { attempt, deliverDue, type WorkerOptions } from './worker.js';
import { pagedList } from '../../lib/paging.js';
import { servicePlugin } from '../../lib/service-plugin.js';

/** A system's state (the contract's, src/domain/contracts/broker.ts): codes as plain strings, the implementation as it is. */
export type SystemState = Omit<Answer<BrokerSystemState>, 'implementation'> & Pick<BrokerSystemState, 'implementation'>;

/** The message list's query (the contract's listBrokerMessages). */
export type MessageQuery = QueryOf<typeof listBrokerMessages>;

export interface BrokerService {
  /** One run of the worker. @returns how many messages were delivered */
  deliverDue(): Promise<number>;
  /** An incoming message, in the caller's transaction: processed once per message id. */
  receive(trx: FastifyInstance['db']['kysely'], message: Incoming): Promise<Received>;
  summary(): Promise<Answer<ResponseOf<typeof getBrokerSummary>>>;
  list(q: MessageQuery): Promise<Paged<MessageView>>;
  detail(id: number): Promise<MessageDetail>;
  /** Tries a failed outgoing message at once (a dead one from zero); audited. 409 errors.broker_not_retryable */
  retry(admin: SessionUser, id: number, origin: AuditOrigin): Promise<MessageDetail>;
  /** Moves a dead message back to `laukia` for the worker; audited. 409 errors.broker_not_dead */
  requeue(admin: SessionUser, id: number, origin: AuditOrigin): Promise<MessageDetail>;
  systems(): Promise<SystemState[]>;
  registers(): Promise<{ served: { register: string; entries: number; lastRegisteredAt: string | null }[]; systems: SystemState[] }>;
  /** Demo mode: a system's stand-in refuses (or accepts) every message; audited. */
  setFailing(admin: SessionUser, system: BrokerSystem, failing: boolean, origin: AuditOrigin): Promise<SystemState>;
  /** Demo mode: the NTR stand-in reports a changed unit through the inbox; audited. */
  ntrAssetChange(
    admin: SessionUser,
    body: { uniqueNumber: string; change: string; messageId?: string },
    origin: AuditOrigin,
  ): Promise<{ message: MessageView; duplicate: boolean; notices: number }>;
  ktpr: KtprService;
}

declare module 'fastify' {
  interface FastifyInstance {
    broker: BrokerService;
  }
}

export interface BrokerServiceOptions {
  /** the demo mode: the local stand-in is the transport */
  standIns: boolean;
  /** minutes between the worker's runs (BROKER_SEND_MINUTES; 0 = only when asked) */
  sendMinutes: number;
}

export default servicePlugin(
  'broker',
  async function brokerService(app, db, opts: BrokerServiceOptions) {
    const now = () => app.clock.now();
    const transport: BrokerTransport | null = opts.standIns ? localBrokerTransport(db) : null;
    const worker: WorkerOptions | null = transport ? { transport, now } : null;
    // 1. registrations write their messages in their own transaction
    app.lifecycleEngine.onEnter({ family: 'documents', status: 'iregistruotas' }, registrationEffect);
    app.lifecycleEngine.onEnter({ family: 'requests', status: 'iregistruotas' }, registrationEffect);
    // 2. the worker, periodically (without a transport the messages wait)
    if (worker) everyMinutes(app, opts.sendMinutes, 'broker worker', () => deliverDue(db, worker));

    async function detail(id: number): Promise<MessageDetail> {
      const row = await repo.findMessage(db, id);
      if (!row) throw notFound('errors.broker_message_not_found');
      return messageDetail(row);
    }

    async function systems(): Promise<SystemState[]> {
      const [rows, counted] = await Promise.all([repo.systems(db), repo.counts(db)]);
      const count = (system: string, state: string) => counted.find((c) => c.system === system && c.direction === 'out' && c.state === state)?.count ?? 0;
      return BROKER_SYSTEMS.map((system) => {
        const r = rows.find((x) => x.system === system);
        const failing = Number(r?.failing ?? 0) === 1;
        // the last attempt failed while its error is kept (a success clears it)
        const lastError = r?.last_error ?? null;
        return {
          system,
          reachable: transport !== null && !failing && lastError === null,
          implementation: transport ? 'local' : 'none',
          failing,
          lastSuccessAt: r?.last_success_at ?? null,
          lastFailureAt: r?.last_failure_at ?? null,
          lastError,
          pending: count(system, 'laukia'),
          retrying: count(system, 'kartojamas'),
          dead: count(system, 'nepristatytas'),
        };
      });
    }

    /** The administrator's change of one message: the conditional update and its audit event in one transaction. */
    async function change(
      admin: SessionUser,
      id: number,
      origin: AuditOrigin,
      action: 'broker.retry' | 'broker.requeue',
      from: readonly string[],
      refusal: string,
    ) {
      const before = await repo.findMessage(db, id);
      if (!before) throw notFound('errors.broker_message_not_found');
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        if (before.direction !== 'out' || !(await repo.makeDue(trx, id, from, at))) throw conflict(refusal);
        const after = await repo.findMessage(trx, id);
        await writeAudit(trx, at, origin, {
          action,
          actorId: admin.userId,
          actorName: admin.username,
          objectType: 'broker_message',
          objectId: id,
          fromState: before.state,
          toState: after?.state ?? null,
          details: { before: { attempts: before.attempts, lastError: before.last_error }, after: { attempts: after?.attempts ?? null } },
        });
      });
    }

    const service: BrokerService = {
      deliverDue: () => (worker ? deliverDue(db, worker) : Promise.resolve(0)),
      receive: (trx, message) => receive(trx, message, now().toISOString()),
      summary: async () => ({ counts: await repo.counts(db) }),

      list: (q) =>
        pagedList(
          q,
          (window) => repo.listMessages(db, { system: q.system, direction: q.direction, state: q.state, sort: q.sort, order: q.order, ...window }),
          messageView,
        ),
      detail,

      async retry(admin, id, origin) {
        await change(admin, id, origin, 'broker.retry', ['kartojamas', 'nepristatytas'], 'errors.broker_not_retryable');
        const due = await repo.findMessage(db, id);
        if (worker && due) await attempt(db, due, worker);
        return detail(id);
      },

      async requeue(admin, id, origin) {
        await change(admin, id, origin, 'broker.requeue', ['nepristatytas'], 'errors.broker_not_dead');
        return detail(id);
      },

      systems,

      async registers() {
        const [stsr, ntr, states] = await Promise.all([repo.registeredEntries(db, 'documents'), repo.registeredEntries(db, 'requests'), systems()]);
        return {
          served: [
            { register: 'stsr', ...stsr },
            { register: 'ntr_juridiniai_faktai', ...ntr },
          ],
          systems: states,
        };
      },

      async setFailing(admin, system, failing, origin) {
        const at = now().toISOString();
        const before = await repo.isFailing(db, system);
        await db.transaction().execute(async (trx) => {
          await repo.setFailing(trx, system, failing, at);
          await writeAudit(trx, at, origin, {
            action: 'broker.stand_in_failing',
            actorId: admin.userId,
            actorName: admin.username,
            objectType: 'broker_system',
            objectId: system,
            details: { before: { failing: before }, after: { failing } },
          });
        });
        const state = (await systems()).find((s) => s.system === system);
        if (!state) throw notFound();
        return state;
      },

      async ntrAssetChange(admin, body, origin) {
        const at = now().toISOString();
        const messageId = body.messageId ?? `ntr-${randomUUID()}`;
        const received = await db.transaction().execute(async (trx) => {
          const r = await receive(
            trx,
            { system: 'ntr', kind: 'ktpr_pranesimas', messageId, payload: { uniqueNumber: body.uniqueNumber, change: body.change, changedAt: at } },
            at,
          );
          await writeAudit(trx, at, origin, {
            action: 'broker.ntr_asset_change',
            actorId: admin.userId,
            actorName: admin.username,
            objectType: 'broker_message',
            objectId: Number(r.row.id),
            details: { after: { uniqueNumber: body.uniqueNumber, change: body.change, messageId, duplicate: r.duplicate, notices: r.notices } },
          });
          return r;
        });
        return { message: messageView(received.row), duplicate: received.duplicate, notices: received.notices };
      },

      ktpr: ktprService(db, now),
    };
    return service;
  },
  { name: 'broker-service', dependencies: ['db', 'lifecycle-service'] },
);
