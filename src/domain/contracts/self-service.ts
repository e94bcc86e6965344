/**
 * The self-service objects API (api/modules/self-service, portal only, /sav): the pledges,
 * mortgages and contracts the user is a party of, one object's read-only view, the actions,
 * and the sections of the user's own change notice.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { STATUSES } from '../lifecycle/statuses.js';
import { CHANGE_KINDS } from '../lifecycle/notice-kinds.js';
import { tagged } from './endpoint.js';
import { changeBasis } from './lifecycle.js';
import { fieldError, idParams, ifMatchHeaders, nullableText, paged, pageProperties } from './shared.js';
import { OBJECT_KINDS } from '../schema/registry-behaviour.js';
import { closedObject, exact } from './shapes.js';

const api = tagged(['self-service']);

export { OBJECT_KINDS, type ObjectKind } from '../schema/registry-behaviour.js';
export const PURPOSES = ['salis', 'keitimas', 'atpirkimas', 'atpirkimo-atsaukimas', 'automatinis', 'pasibaigusios', 'davejas'] as const;
export type Purpose = (typeof PURPOSES)[number];

/** Actions on a registered entry where the user is a party. */
export const ENTRY_ACTIONS = [
  'perziureti',
  'keisti',
  'pranesti-apie-pakeitima',
  'isregistruoti',
  'pageidauti-atpirkti',
  'atsaukti-pageidavima',
  'neisregistruoti-automatiskai',
] as const;
export type EntryAction = (typeof ENTRY_ACTIONS)[number];
/** Actions on the user's own change or termination notice (no cart exists yet, so no 'moketi'). */
export const NOTICE_ACTIONS = ['perziureti', 'redaguoti', 'pasirasyti', 'salinti'] as const;
export type NoticeAction = (typeof NOTICE_ACTIONS)[number];
export type SelfServiceAction = EntryAction | NoticeAction;
export const SELF_SERVICE_ACTIONS: readonly SelfServiceAction[] = [...new Set<SelfServiceAction>([...ENTRY_ACTIONS, ...NOTICE_ACTIONS])];
/** The actions that take a change/termination basis (the browser's dialog asks for it). */
export const TAKES_BASIS: readonly SelfServiceAction[] = ['keisti', 'pranesti-apie-pakeitima', 'isregistruoti', 'redaguoti'];

const action = { type: 'string', enum: [...SELF_SERVICE_ACTIONS] } as const;

const factView = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { at: { type: 'string' }, byName: { type: 'string' } },
  required: ['at', 'byName'],
} as const;

const listItemProperties = {
  id: { type: 'integer' },
  kind: { type: 'string', enum: [...OBJECT_KINDS] },
  type: { type: 'string' },
  status: { type: 'string', enum: [...STATUSES] },
  version: { type: 'integer' },
  registryNumber: nullableText,
  registeredAt: nullableText,
  roles: { type: 'array', items: { type: 'string' } },
  parties: {
    type: 'array',
    items: exact({ role: { type: 'string' }, name: { type: 'string' } }),
  },
  endDate: nullableText,
  facts: exact({ repurchaseWish: factView, noAutoDeregistration: factView }),
  allowedActions: { type: 'array', items: action },
} as const;

export const objectListItem = exact(listItemProperties);
export type ObjectListItem = FromSchema<typeof objectListItem>;

/** An open change/termination notice of an entry: the user's own with its id, another filer's without. */
export const openNotice = exact({
  id: { type: ['integer', 'null'] },
  noticeKind: { type: 'string', enum: [...CHANGE_KINDS] },
  status: { type: 'string', enum: [...STATUSES] },
  own: { type: 'boolean' },
});
export type OpenNotice = FromSchema<typeof openNotice>;

export const listObjects = api.get(
  '/objects',
  'Registered pledges, mortgages or contracts where the user (or the company they act for) is a party, for a purpose, with the actions the user may take now',
  {
    query: closedObject(
      { kind: { type: 'string', enum: [...OBJECT_KINDS] }, purpose: { type: 'string', enum: [...PURPOSES], default: 'salis' }, ...pageProperties },
      ['kind'],
    ),
    responses: { 200: paged(objectListItem) },
  },
);

export const getObject = api.get(
  '/objects/:id',
  "Read-only view of an entry for its parties, or the user's own change/termination notice; 404 for anyone else",
  {
    params: idParams,
    responses: {
      200: exact({
        ...listItemProperties,
        schemaVersion: { type: 'string' },
        data: { type: 'object', additionalProperties: true },
        /** true: the user's own change or termination notice; false: an entry the user is a party of */
        own: { type: 'boolean' },
        noticeKind: { type: 'string', enum: ['pirminis', 'pakeitimas', 'nutraukimas'] },
        entry: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { id: { type: 'integer' }, registryNumber: nullableText },
          required: ['id', 'registryNumber'],
        },
        basis: { anyOf: [{ type: 'null' }, changeBasis] },
        /** the top-level sections of the data the user may change now (own change notice in preparation or returned); else [] */
        changeableSections: { type: 'array', items: { type: 'string' } },
        openNotices: { type: 'array', items: openNotice },
      }),
    },
  },
);

export const actOnObject = api.post(
  '/objects/:id/actions/:action',
  'A self-service action (If-Match: version). 403 another party’s action, 404 not a party, 409 not in this state, 412 stale, 422 form errors',
  {
    // every action but viewing, which is the GET
    params: exact({ id: idParams.properties.id, action: { type: 'string', enum: SELF_SERVICE_ACTIONS.filter((a) => a !== 'perziureti') } }),
    headers: ifMatchHeaders,
    body: { type: ['object', 'null'], properties: { form: { type: 'object', additionalProperties: true } }, additionalProperties: false },
    responses: {
      200: exact({
        id: { type: 'integer' },
        status: { type: 'string', enum: [...STATUSES] },
        version: { type: 'integer' },
        allowedActions: { type: 'array', items: action },
        /** the change or termination notice the action started (keisti, pranesti-apie-pakeitima, isregistruoti) */
        created: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { id: { type: 'integer' }, version: { type: 'integer' } },
          required: ['id', 'version'],
        },
      }),
    },
  },
);

/** PUT /objects/:id/data: the sections to replace (null removes an optional one). */
export const changeObjectData = api.put(
  '/objects/:id/data',
  "Changes sections of the user's own change notice (If-Match: version): only the sections the filer may change; 404 not theirs, 409 not a change notice or not editable now, 412 stale, 422 a section they may not change or schema errors",
  {
    params: idParams,
    headers: ifMatchHeaders,
    body: exact({ data: { type: 'object', additionalProperties: true } }),
    responses: {
      200: exact({ id: { type: 'integer' }, version: { type: 'integer' }, issues: { type: 'array', items: fieldError } }),
    },
  },
);
