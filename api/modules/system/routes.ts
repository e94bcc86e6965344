/**
 * GET version, health, tooltip and system information; registered under /api and /sav.
 * System information also says whether the stand-ins run (STAND_INS), so both faces show the
 * demo banner on every page.
 */
import type { FastifyInstance } from 'fastify';
import { getHealth, getReadiness, getSystemInfo, getTooltips, getVersion } from '../../../src/domain/contracts/system.js';
import { contractRoute } from '../../lib/contract-route.js';

const open = { public: true } as const;

export default async function systemRoutes(app: FastifyInstance, opts: { standIns: boolean }) {
  contractRoute(app, getVersion, { access: open, handler: async () => ({ version: app.systemService.version() }) });

  contractRoute(app, getHealth, { access: open, logLevel: 'warn', handler: async () => ({ status: 'ok' }) });

  contractRoute(app, getReadiness, {
    access: open,
    handler: async () => {
      await app.systemService.ping();
      return { status: 'ok', database: app.db.dialect };
    },
  });

  contractRoute(app, getTooltips, { access: open, handler: async ({ query }) => app.systemService.tooltips(query.kalba) });

  contractRoute(app, getSystemInfo, {
    access: open,
    handler: async () => ({ sistemos_informavimas: await app.systemService.systemInformation(), standIns: opts.standIns }),
  });
}
