/**
 * GET {base}/catalog, GET {base}/catalog/:id and POST {base}/catalog/:id/validate, for
 * signed-in users. Document data is validated by the shared catalogue validator, never by
 * Fastify's route validator (which would coerce or strip).
 */
import type { FastifyInstance } from 'fastify';
import { notFound, unprocessable } from '../../lib/errors.js';
import { fieldErrorSchema } from '../../lib/schemas.js';

const signedIn = { access: { authenticated: true } } as const;
const idParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 } },
  required: ['id'],
} as const;
const summary = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    family: { type: 'string' },
    titleKey: { type: 'string' },
    route: { type: 'string' },
    createRoles: { type: 'array', items: { type: 'string' } },
    lifecycle: { type: 'string' },
  },
  required: ['id', 'family', 'titleKey', 'route', 'createRoles', 'lifecycle'],
} as const;

export default async function catalogRoutes(app: FastifyInstance) {
  app.get(
    '/catalog',
    {
      config: signedIn,
      schema: { tags: ['catalog'], summary: 'Document, request and certificate types', response: { 200: { type: 'array', items: summary } } },
    },
    async () => app.catalog.list(),
  );

  app.get<{ Params: { id: string } }>(
    '/catalog/:id',
    {
      config: signedIn,
      schema: {
        tags: ['catalog'],
        summary: 'A type: bundled JSON Schema (label keys as titles), rjsf uiSchema and layout (tabs, steps, conditions)',
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: {
              ...summary.properties,
              schema: { type: 'object', additionalProperties: true },
              uiSchema: { type: 'object', additionalProperties: true },
              layout: { type: 'object', additionalProperties: true },
            },
            required: [...summary.required, 'schema', 'uiSchema', 'layout'],
          },
        },
      },
    },
    async (request) => {
      const type = app.catalog.get(request.params.id);
      if (!type) throw notFound('errors.catalog_type_not_found');
      return type;
    },
  );

  app.post<{ Params: { id: string }; Body: unknown }>(
    '/catalog/:id/validate',
    {
      config: signedIn,
      schema: {
        tags: ['catalog'],
        summary: 'Validates document data without saving: 422 with one error per invalid field, else the business checks (critical and warnings)',
        params: idParams,
        body: { type: 'object', description: 'the document data (checked by the catalogue validator, not here)' },
        response: { 200: { type: 'object', properties: { errors: { type: 'array', items: fieldErrorSchema } }, required: ['errors'] } },
      },
    },
    async (request) => {
      const errors = app.catalog.validate(request.params.id, request.body);
      if (errors.length > 0) throw unprocessable(errors);
      return { errors: await app.catalog.runBusinessChecks(request.params.id, request.body, { user: request.user }) };
    },
  );
}
