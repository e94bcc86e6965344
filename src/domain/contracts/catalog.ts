/** The catalogue of document, request and certificate types (api/modules/catalog), for signed-in users. */
import type { FromSchema } from 'json-schema-to-ts';
import { tagged } from './endpoint.js';
import { errorBody, fieldError } from './shared.js';
import { exact } from './shapes.js';

const api = tagged(['catalog']);

const idParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 } },
  required: ['id'],
} as const;

const summaryProperties = {
  id: { type: 'string' },
  /** documents | requests | certificates */
  family: { type: 'string' },
  /** translation key of the type's name (types.<id>.title, namespace types/<id>) */
  titleKey: { type: 'string' },
  /** where a new one is started, e.g. /ntr-paslaugos/nuomos-sutartis/sudarymas */
  route: { type: 'string' },
  createRoles: { type: 'array', items: { type: 'string' } },
  lifecycle: { type: 'string' },
  /** the version a new document is pinned to (16 hex digits): the build's chunk draws the type only when its schema has it */
  schemaVersion: { type: 'string' },
} as const;

/** The summary of one catalogue type. */
export const catalogSummary = exact(summaryProperties);
export type CatalogSummaryView = FromSchema<typeof catalogSummary>;

export const listCatalog = api.get('/catalog', 'Document, request and certificate types', { responses: { 200: { type: 'array', items: catalogSummary } } });

export const getCatalogType = api.get(
  '/catalog/:id',
  'A type: bundled JSON Schema (label keys as titles), rjsf uiSchema and layout (tabs, steps, conditions)',
  {
    params: idParams,
    responses: {
      200: exact({
        ...summaryProperties,
        schema: { type: 'object', additionalProperties: true },
        uiSchema: { type: 'object', additionalProperties: true },
        layout: { type: 'object', additionalProperties: true },
      }),
    },
  },
);

export const validateCatalogData = api.post(
  '/catalog/:id/validate',
  'Validates document data without saving: 422 with one error per invalid field, else the business checks (critical and warnings)',
  {
    params: idParams,
    body: { type: 'object', description: 'the document data (checked by the catalogue validator, not here)' },
    responses: { 200: exact({ errors: { type: 'array', items: fieldError } }) },
  },
);

/** `:schemaVersion` of getPublishedTypeModule naming the newest published version (a new document). */
export const CURRENT_SCHEMA_VERSION = 'current';

export const getPublishedTypeModule = api.get(
  '/catalog/:id/schema-versions/:schemaVersion/module.js',
  'A type published in the schema studio as the ES module a browser draws it with (decision 0144), open like the XSDs: `export default (runtime) => ({ typeId, schema, ui, validators })` and `export const texts = { lt, en }`; `:schemaVersion` is the one a document is pinned to, or `current`',
  {
    params: {
      type: 'object',
      properties: {
        id: idParams.properties.id,
        schemaVersion: { type: 'string', pattern: `^([0-9a-f]{16}|${CURRENT_SCHEMA_VERSION})$` },
      },
      required: ['id', 'schemaVersion'],
    },
    produces: ['text/javascript'],
    responses: { 404: errorBody },
  },
);
