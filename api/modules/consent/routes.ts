/** GET naudojimo-sutartis and POST naudotojas/sutikimas (spec §7), under /api and /sav. */
import type { FastifyInstance } from 'fastify';
import { originOf } from '../../lib/audit.js';
import type { ConsentRequest } from './service.js';

export default async function consentRoutes(app: FastifyInstance) {
  app.get(
    '/naudojimo-sutartis',
    {
      // the consent page is an open route: the terms are public text
      config: { access: { public: true } },
      schema: {
        tags: ['consent'],
        summary: 'The terms of use (html) and the real-property services terms (html_ntrpaslaugos)',
        response: {
          200: { type: 'object', properties: { html: { type: 'string' }, html_ntrpaslaugos: { type: 'string' } }, required: ['html', 'html_ntrpaslaugos'] },
        },
      },
    },
    async () => app.consentService.terms(),
  );

  app.post(
    '/naudotojas/sutikimas',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['consent'],
        summary: "Records the signed-in user's answer to the terms (true = agree); ntrpaslaugos: the real-property services terms",
        body: {
          type: 'object',
          properties: {
            snau_id: { type: 'integer', minimum: 1 },
            snau_sutikimas_su_salygomis: { type: 'boolean' },
            ntrpaslaugos: { type: 'boolean' },
          },
          required: ['snau_id', 'snau_sutikimas_su_salygomis'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              snau_id: { type: 'integer' },
              snau_sutikimas_su_salygomis: { type: 'boolean' },
              snau_sutikimas_su_salygomis_ntrpaslaugos: { type: 'boolean' },
              snau_savitarnos_sutartis: { type: 'boolean' },
            },
            required: ['snau_id', 'snau_sutikimas_su_salygomis', 'snau_sutikimas_su_salygomis_ntrpaslaugos', 'snau_savitarnos_sutartis'],
          },
        },
      },
    },
    async (request) => app.consentService.record(request.user!, request.body as ConsentRequest, originOf(request)),
  );
}
