/** Registration rules routes (/api/admin/registravimas, /api/admin/taisykles), each for its administration feature; contracts: src/domain/contracts/rules.ts. */
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../src/domain/contracts/rules.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';

const autoRegistration = { feature: 'adminAutoRegistration' } as const;
const rules = { feature: 'adminRules' } as const;

export default async function rulesRoutes(app: FastifyInstance) {
  const s = app.rulesService;
  contractRoute(app, contracts.listAutoRules, { access: autoRegistration, handler: async () => ({ items: await s.autoRules() }) });
  contractRoute(app, contracts.createAutoRule, {
    access: autoRegistration,
    handler: async (request) => s.createAutoRule(request.user, request.body, originOf(request)),
  });
  contractRoute(app, contracts.listConditionFields, { access: autoRegistration, handler: async ({ params }) => ({ items: s.conditionFields(params.typeId) }) });
  contractRoute(app, contracts.updateAutoRule, {
    access: autoRegistration,
    handler: async (request) => s.updateAutoRule(request.user, request.params.id, request.body, originOf(request)),
  });
  contractRoute(app, contracts.listBusinessRules, { access: rules, handler: async () => ({ items: await s.businessRules() }) });
  contractRoute(app, contracts.switchBusinessRule, {
    access: rules,
    handler: async (request) => s.switchBusinessRule(request.user, request.params.code, request.params.typeId, request.body, originOf(request)),
  });
}
