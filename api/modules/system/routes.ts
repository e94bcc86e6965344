/**
 * GET version, health, tooltip and system information; registered under /api and /sav.
 * System information also says whether the stand-ins run (STAND_INS), so both faces show the
 * demo banner on every page.
 */
import type { FastifyInstance } from 'fastify';

const publicAccess = { access: { public: true } } as const;

export default async function systemRoutes(app: FastifyInstance, opts: { standIns: boolean }) {
  app.get(
    '/version',
    {
      config: publicAccess,
      schema: {
        tags: ['system'],
        summary: 'Application version (footer version line)',
        response: { 200: { type: 'object', properties: { version: { type: 'string' } }, required: ['version'] } },
      },
    },
    async () => ({ version: app.systemService.version() }),
  );

  app.get(
    '/health',
    {
      config: publicAccess,
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (no database round trip)',
        response: { 200: { type: 'object', properties: { status: { type: 'string' } }, required: ['status'] } },
      },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/health/ready',
    {
      config: publicAccess,
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers',
        response: {
          200: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } }, required: ['status', 'database'] },
        },
      },
    },
    async () => {
      await app.systemService.parameter('__ping__');
      return { status: 'ok', database: app.db.dialect };
    },
  );

  app.get(
    '/tooltip',
    {
      config: publicAccess,
      schema: {
        tags: ['system'],
        summary: 'Active field help texts',
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: { too_kodas: { type: 'string' }, too_tekstas: { type: 'string' }, too_aktyvus: { type: 'boolean' } },
              required: ['too_kodas', 'too_tekstas', 'too_aktyvus'],
            },
          },
        },
      },
    },
    async () => app.systemService.tooltips(),
  );

  app.get(
    '/system-info',
    {
      config: publicAccess,
      schema: {
        tags: ['system'],
        summary: 'System-information banner text (also returned by keep-alive), and whether the stand-ins of the external systems run (the demo banner)',
        response: {
          200: {
            type: 'object',
            properties: {
              sistemos_informavimas: { type: ['string', 'null'] },
              standIns: { type: 'boolean', description: 'STAND_INS: sign-in, e-signature, payment and the external registers are local stand-ins (demo mode)' },
            },
            required: ['sistemos_informavimas', 'standIns'],
          },
        },
      },
    },
    async () => ({ sistemos_informavimas: await app.systemService.systemInformation(), standIns: opts.standIns }),
  );
}
