/** GET /sav/ntr-registry/:registryNumber — the open page of a registered NTR entry (public). */
import type { FastifyInstance } from 'fastify';

const entrySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    registryNumber: { type: 'string' },
    type: { type: 'string' },
    titleKey: { type: 'string' },
    status: { type: 'string' },
    registeredAt: { type: 'string' },
    realPropertyUnits: { type: 'array', items: { type: 'string' } },
  },
  required: ['registryNumber', 'type', 'titleKey', 'status', 'registeredAt', 'realPropertyUnits'],
} as const;

export default async function ntrRegistryRoutes(app: FastifyInstance) {
  app.get<{ Params: { registryNumber: string } }>(
    '/ntr-registry/:registryNumber',
    {
      // open route (spec §2.3): a link to an entry works without signing in; public facts only
      config: { access: { public: true } },
      schema: {
        tags: ['ntr-registry'],
        summary: 'Public facts of a registered NTR entry by its registry number (NTR-2026-000123)',
        params: { type: 'object', properties: { registryNumber: { type: 'string', maxLength: 40 } }, required: ['registryNumber'] },
        response: { 200: entrySchema },
      },
    },
    (request) => app.ntrRegistryService.entry(request.params.registryNumber),
  );
}
