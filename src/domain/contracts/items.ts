/**
 * The items API (api/modules/documents): documents, requests and certificates share one
 * engine, so each endpoint is declared once per family at {base}/{family}. The data itself is
 * checked by the catalogue validator, not by these envelopes.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { CHANGE_KINDS } from '../lifecycle/notice-kinds.js';
import { ACTIONS, STATUSES } from '../lifecycle/statuses.js';
import type { Family } from '../schema/vocabulary.js';
import { tagged } from './endpoint.js';
import { lockAnswer } from './locks.js';
import { csvCodes, entryReference, fieldError, idParams, ifMatchHeaders, paged, pageQuery, partySummaries, sortDirection, typeCode } from './shared.js';
import { exact } from './shapes.js';

/** The answer of create and save: the draft's check errors (critical, decision 0090) and the business checks' remarks. */
const saved = exact({ id: { type: 'integer' }, version: { type: 'integer' }, issues: { type: 'array', items: fieldError } });

const itemHeadProperties = {
  id: { type: 'integer' },
  type: { type: 'string' },
  status: { type: 'string', enum: [...STATUSES] },
  version: { type: 'integer' },
  schemaVersion: { type: 'string' },
  /** the check errors and business issues of its last save (a draft's, decision 0090) */
  checkErrors: { type: 'array', items: fieldError },
  allowedActions: { type: 'array', items: { type: 'string', enum: [...ACTIONS] } },
  editable: { type: 'boolean' },
  /** who is editing it now (api/modules/locks), null when nobody */
  lock: lockAnswer.properties.lock,
  /** a change or termination notice: its kind, the entry it refers to and the sections it may change (decision 0158); null otherwise */
  notice: {
    anyOf: [
      { type: 'null' },
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          kind: { type: 'string', enum: [...CHANGE_KINDS] },
          entry: entryReference,
          changeableSections: { type: 'array', items: { type: 'string' } },
        },
        required: ['kind', 'entry', 'changeableSections'],
      },
    ],
  },
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
} as const;

/**
 * One item without `data`: GET serialises these fields and splices in the data, which is
 * stored as JSON text (api/modules/documents/routes.ts).
 */
export const itemHead = exact(itemHeadProperties);
export type ItemHead = FromSchema<typeof itemHead>;

/** The answer of create and save. */
export type SavedItem = FromSchema<typeof saved>;

/** Item data travels as JSON or as the type's XML document (api/modules/xml, decision 0118). */
const ITEM_MEDIA_TYPES = ['application/json', 'application/xml'] as const;

export const ITEM_SORTS = ['updated_at', 'created_at', 'id', 'status', 'type_id'] as const;

export const createItem = <const F extends Family>(family: F) =>
  tagged([family]).post(
    `/${family}`,
    `Creates an item of a catalogue type of the ${family} family (404 a type of another family, 403 when the role may not create that type, 422 field errors); also takes the type's XML document (application/xml, root element = type id)`,
    { body: exact({ type: typeCode, data: { type: 'object' } }), consumes: ITEM_MEDIA_TYPES, responses: { 201: saved } },
  );

const listRow = exact({
  id: { type: 'integer' },
  type: { type: 'string' },
  status: { type: 'string' },
  version: { type: 'integer' },
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
  parties: partySummaries,
});
export type ItemListRow = FromSchema<typeof listRow>;

export const listItems = <const F extends Family>(family: F) =>
  tagged([family]).get(`/${family}`, `Items of the ${family} family the user may see, paged, sorted and filtered by type and status`, {
    query: pageQuery({
      sort: { type: 'string', enum: [...ITEM_SORTS], default: 'updated_at' },
      direction: sortDirection('desc'),
      status: csvCodes,
      type: csvCodes,
    }),
    responses: { 200: paged(listRow) },
  });

export const getItem = <const F extends Family>(family: F) =>
  tagged([family]).get(
    `/${family}/:id`,
    "One item with the actions this user may take now (404 when invisible or of another family); with Accept: application/xml its data as the type's XML document; If-None-Match with its ETag → 304 without a body (decision 0130)",
    {
      params: idParams,
      produces: ITEM_MEDIA_TYPES,
      responses: {
        200: exact({ ...itemHeadProperties, data: { type: 'object', additionalProperties: true } }),
      },
    },
  );

export const saveItem = <const F extends Family>(family: F) =>
  tagged([family]).put(
    `/${family}/:id`,
    "Changes the data; If-Match: version required (428 without, 412 when stale); also takes the type's XML document (application/xml)",
    { params: idParams, headers: ifMatchHeaders, consumes: ITEM_MEDIA_TYPES, body: exact({ data: { type: 'object' } }), responses: { 200: saved } },
  );
