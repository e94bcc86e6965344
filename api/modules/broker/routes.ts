/** The broker's routes: /api/admin/broker…, /api/admin/registrai (administrators), /api/ktpr-pranesimai/… (the journal's roles). Contracts: src/domain/contracts/broker.ts, ktpr.ts. */
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../src/domain/contracts/broker.js';
import { acknowledgeKtprNotice, getKtprNotice } from '../../../src/domain/contracts/ktpr.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';

const broker = { feature: 'adminBroker' } as const;
const ktpr = { feature: 'registryNotifications' } as const;

export default async function brokerRoutes(app: FastifyInstance, opts: { standIns: boolean }) {
  const s = app.broker;
  contractRoute(app, contracts.getBrokerSummary, { access: broker, handler: () => s.summary() });
  contractRoute(app, contracts.listBrokerMessages, { access: broker, handler: async ({ query }) => s.list(query) });
  contractRoute(app, contracts.getBrokerMessage, { access: broker, handler: async ({ params }) => s.detail(params.id) });
  contractRoute(app, contracts.retryBrokerMessage, { access: broker, handler: async (request) => s.retry(request.user, request.params.id, originOf(request)) });
  contractRoute(app, contracts.requeueBrokerMessage, {
    access: broker,
    handler: async (request) => s.requeue(request.user, request.params.id, originOf(request)),
  });
  contractRoute(app, contracts.listRegisters, { access: { feature: 'adminRegisters' }, handler: () => s.registers() });
  contractRoute(app, getKtprNotice, { access: ktpr, handler: async (request) => s.ktpr.detail(request.user, request.params.id) });
  contractRoute(app, acknowledgeKtprNotice, {
    access: ktpr,
    handler: async (request) => s.ktpr.acknowledge(request.user, request.params.id, originOf(request)),
  });
  // the stand-ins' switches exist only while the stand-ins do (the demo mode)
  if (!opts.standIns) return;
  contractRoute(app, contracts.setStandInFailing, {
    access: broker,
    handler: async (request) => s.setFailing(request.user, request.params.system, request.body.failing, originOf(request)),
  });
  contractRoute(app, contracts.simulateNtrChange, {
    access: broker,
    handler: async (request) => s.ntrAssetChange(request.user, request.body, originOf(request)),
  });
}
