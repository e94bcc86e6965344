/** Administration routes (/api/admin: parametrai, sistema-info, zinute, tooltip), each for its administration feature; contracts: src/domain/contracts/admin.ts. */
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../src/domain/contracts/admin.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';

const parameters = { feature: 'adminParameters' } as const;
const systemInfo = { feature: 'adminSystemInfo' } as const;
const messages = { feature: 'adminMessage' } as const;
const tooltips = { feature: 'adminTooltips' } as const;

export default async function adminRoutes(app: FastifyInstance) {
  const s = app.adminService;

  contractRoute(app, contracts.getParameters, { access: parameters, handler: async () => s.parameters() });
  contractRoute(app, contracts.setParameters, {
    access: parameters,
    handler: async (request) => s.setParameters(request.user, request.body, originOf(request)),
  });

  contractRoute(app, contracts.listBanners, { access: systemInfo, handler: async () => ({ items: await s.banners() }) });
  contractRoute(app, contracts.createBanner, {
    access: systemInfo,
    handler: async (request) => s.createBanner(request.user, request.body, originOf(request)),
  });
  contractRoute(app, contracts.updateBanner, {
    access: systemInfo,
    handler: async (request) => s.updateBanner(request.user, request.params.id, request.body, originOf(request)),
  });

  contractRoute(app, contracts.listMessages, { access: messages, handler: async ({ query }) => s.messages(query.page, query.pageSize) });
  contractRoute(app, contracts.publishMessage, {
    access: messages,
    handler: async (request) => s.publish(request.user, request.body, originOf(request)),
  });
  contractRoute(app, contracts.listAdminTooltips, { access: tooltips, handler: async () => ({ items: await s.tooltips() }) });
  contractRoute(app, contracts.saveTooltip, {
    access: tooltips,
    handler: async (request) => s.saveTooltip(request.user, request.params.code, request.body, originOf(request)),
  });

  contractRoute(app, contracts.withdrawMessage, {
    access: messages,
    handler: async (request) => s.withdraw(request.user, request.params.id, originOf(request)),
  });
}
