/**
 * GET /api/health/metrics: the refusals this process counted instead of auditing (junk,
 * unknown and revoked bearer tokens; throttled and busy sign-ins), for administrators.
 * Counters are per process and start at zero with it (`since`); add them up across processes.
 */
import type { FastifyInstance } from 'fastify';

const counters = (names: string[]) =>
  ({ type: 'object', properties: Object.fromEntries(names.map((n) => [n, { type: 'integer' }])), required: names }) as const;

export default async function authMetricsRoutes(app: FastifyInstance) {
  app.get(
    '/health/metrics',
    {
      config: { access: { feature: 'adminRights' } },
      schema: {
        tags: ['system'],
        summary: "Refusals counted instead of audited, this process's since it started",
        response: {
          200: {
            type: 'object',
            properties: {
              scope: { type: 'string', enum: ['process'] },
              since: { type: 'string' },
              tokensRefused: counters(['malformed', 'unknown', 'revoked']),
              loginsThrottled: counters(['username', 'address']),
              signInBusy: { type: 'integer' },
            },
            required: ['scope', 'since', 'tokensRefused', 'loginsThrottled', 'signInBusy'],
          },
        },
      },
    },
    async () => app.authMetrics.snapshot(),
  );
}
