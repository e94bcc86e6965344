/**
 * The lock calls of spec §7 (api/modules/locks) under /api and /sav: lock or release an item
 * (documents `{obj_id}`, requests `{pra_id}`, certificates `{paz_id}`), and the
 * administrators' list of active locks and takeover (workplace only).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { tagged } from './endpoint.js';
import { idParams, itemsOf } from './shared.js';
import { exact } from './shapes.js';

const api = tagged(['locks']);
const itemId = idParams.properties.id;
const nullableItemId = { ...itemId, type: ['integer', 'null'] } as const;

/** An object with one property whose name is a literal type (the id field of a lock call). */
const keyed = <const K extends string, const V>(key: K, value: V) => ({ [key]: value }) as { readonly [P in K]: V };

export const lockView = exact({
  holder: exact({ userId: { type: 'integer' }, name: { type: 'string' } }),
  /** ISO time the holder took it */
  since: { type: 'string' },
  expiresAt: { type: 'string' },
  /** this session holds it */
  mine: { type: 'boolean' },
});
export type LockState = FromSchema<typeof lockView>;

/** `lock` is null when nobody holds the item. */
export const lockAnswer = exact({ lock: { anyOf: [{ type: 'null' }, lockView] } });

/** `lock: true` needs the id; `lock: false` without an id (or with null) releases every lock of the session. */
const lockCall = <const F extends string>(path: string, idField: F, what: string) =>
  api.post(
    path,
    `Locks (lock: true; re-send every 50 s) or releases (lock: false) ${what}; answers who holds it. 404 invisible item, 403 may not act on it. Does not extend the idle session.`,
    {
      body: {
        type: 'object',
        properties: { ...keyed(idField, nullableItemId), lock: { type: 'boolean' } },
        required: ['lock'],
        additionalProperties: false,
        anyOf: [
          { type: 'object', properties: { ...keyed(idField, itemId), lock: { const: true } }, required: [idField] },
          { type: 'object', properties: { lock: { const: false } } },
        ],
      },
      responses: { 200: lockAnswer },
    },
  );

const takeoverCall = <const F extends string>(path: string, idField: F, what: string) =>
  api.post(
    `${path}/takeover`,
    `Administrator takes over the lock of ${what}: the holder loses it; the administrator holds it, and when they may not act on the item anyone but the previous holder may take it at once. Audited. 404 when not locked.`,
    {
      body: {
        type: 'object',
        properties: { ...keyed(idField, itemId), reason: { type: 'string', minLength: 1, maxLength: 1000 } as const },
        required: [idField],
        additionalProperties: false,
      },
      responses: { 200: lockAnswer },
    },
  );

const DOCUMENT = 'a document (mortgage, pledge, contract…)';
const REQUEST = 'a request on a legal fact';
const CERTIFICATE = 'a certificate';

export const lockDocument = lockCall('/document-lock', 'obj_id', DOCUMENT);
export const lockRequest = lockCall('/ntrpaslaugos/document-lock', 'pra_id', REQUEST);
export const lockCertificate = lockCall('/ntrpaslaugos/pazyma-lock', 'paz_id', CERTIFICATE);
export const takeOverDocument = takeoverCall('/document-lock', 'obj_id', DOCUMENT);
export const takeOverRequest = takeoverCall('/ntrpaslaugos/document-lock', 'pra_id', REQUEST);
export const takeOverCertificate = takeoverCall('/ntrpaslaugos/pazyma-lock', 'paz_id', CERTIFICATE);

export const listLocks = api.get('/locks', 'Every active lock (administrator)', {
  responses: {
    200: itemsOf(exact({ kind: { type: 'string' }, id: { type: 'integer' }, ...lockView.properties })),
  },
});
