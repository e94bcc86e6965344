/** The administration's reports under /api/admin/reports (workplace, administrator only). Thin handlers over app.reports. */
import type { FastifyInstance } from 'fastify';
import { filingsReport, nepReport, relatedReport, reportCsv } from '../../../src/domain/contracts/reports.js';
import { contractRoute } from '../../lib/contract-route.js';

const admin = { feature: 'adminReport' } as const;

export default async function reportRoutes(app: FastifyInstance) {
  contractRoute(app, filingsReport, { access: admin, handler: async ({ params, query }) => app.reports.filings(params.report, query.from, query.to) });
  contractRoute(app, nepReport, { access: admin, handler: async ({ query }) => app.reports.overdue(query.page, query.pageSize) });
  contractRoute(app, relatedReport, {
    access: admin,
    handler: async ({ query }) => app.reports.related(query.personCode, query.from, query.to, query.page, query.pageSize),
  });
  contractRoute(app, reportCsv, {
    access: admin,
    handler: async ({ params, query }, reply) => {
      const body = await app.reports.csv(params.report, query.from, query.to, query.personCode);
      const name = params.report === 'nep' ? 'nep' : `${params.report}-${query.from}-${query.to}`;
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="ataskaita-${name}.csv"`).send(body);
    },
  });
}
