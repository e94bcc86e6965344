/** The journal, work-list and dashboard API: workplace only (/api). Thin handlers over app.journal. */
import type { FastifyInstance } from 'fastify';
import { getDashboard, listJournal, listWorkList } from '../../../src/domain/contracts/journal.js';
import { contractRoute } from '../../lib/contract-route.js';
import type { ListQuery } from './service.js';

const splitCsv = (v: string | undefined) => (v ? v.split(',').filter(Boolean) : undefined);

type RawQuery = Omit<ListQuery, 'status' | 'type'> & { status?: string; type?: string };
const listQueryOf = ({ page, pageSize, sort, direction, q, status, type }: RawQuery): ListQuery => ({
  page,
  pageSize,
  sort,
  direction,
  q,
  status: splitCsv(status),
  type: splitCsv(type),
});

export default async function journalRoutes(app: FastifyInstance) {
  // every tab's feature is a subset of journalReceived's roles; the service checks the tab's own
  contractRoute(app, listJournal, {
    access: { feature: 'journalReceived' },
    handler: async ({ user, query }) => app.journal.journal(user, query.tab, listQueryOf(query)),
  });

  // the hipotekos tab follows the mortgage feature (spec §6); prasymai is for notaries (checked by the service)
  contractRoute(app, listWorkList, {
    access: { feature: 'mortgage' },
    handler: async ({ user, params, query }) => app.journal.workList(user, params.list, query.tab, listQueryOf(query)),
  });

  contractRoute(app, getDashboard, { access: { feature: 'main' }, handler: async ({ user }) => app.journal.dashboard(user) });
}
