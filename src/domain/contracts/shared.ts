/**
 * Pieces every area's contracts compose instead of restating: the error body and its field
 * errors, paging (query and envelope), unpaged lists, id params, nullable text.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { closedObject, exact, type NoProperties, type Properties } from './shapes.js';

/** One field error or business-check issue: { path, messageKey, params?, severity }. */
export const fieldError = closedObject(
  {
    /** JSON pointer into the document data, e.g. /skolininkai/0/asmensKodas */
    path: { type: 'string' },
    messageKey: { type: 'string' },
    params: { type: 'object', additionalProperties: true },
    severity: { type: 'string', enum: ['critical', 'warning'] },
  },
  ['path', 'messageKey', 'severity'],
);
export type FieldError = FromSchema<typeof fieldError>;
export type Severity = FieldError['severity'];

/** The one error shape of the API: { message, errors? } (message: a translation key). */
export const errorBody = closedObject({ message: { type: 'string' }, errors: { type: 'array', items: fieldError } }, ['message']);
export type ErrorBodyView = FromSchema<typeof errorBody>;

/** A text that may be absent. */
export const nullableText = { type: ['string', 'null'] } as const;

/** The registered entry a change or termination notice refers to (items' `notice.entry`, the lifecycle views' `entry`). */
export const entryReference = exact({ documentId: { type: 'integer' }, registryNumber: nullableText });

/** A catalogue type's id (kebab case), as a path segment, a body field or a row field. */
export const typeCode = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[a-z0-9-]+$' } as const;

/** An administrator's reason for an audited change: required, not blank. */
export const auditReason = { type: 'string', minLength: 1, maxLength: 1000, pattern: '\\S' } as const;

/** An item's state after an action taken on it: { id, status, version }. */
export const statusResult = exact({ id: { type: 'integer' }, status: { type: 'string' }, version: { type: 'integer' } });

/** A comma-separated list of codes in a query string (statuses, types). */
export const csvCodes = { type: 'string', maxLength: 500, pattern: '^[a-z0-9_,-]*$' } as const;

/** Query-string paging of every list endpoint: 1-based page, at most 200 rows. */
export const pageProperties = {
  page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 25 },
} as const;

/** The query of a paged list: the paging properties first, then the list's own filters and sort (each optional). */
export const pageQuery = <const F extends Properties = NoProperties>(filters: F = {} as F) => closedObject({ ...pageProperties, ...filters });

/** The directions a list sorts in. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** A list query's sort direction, with its default. */
export const sortDirection = <const D extends (typeof SORT_DIRECTIONS)[number]>(byDefault: D) =>
  ({ type: 'string', enum: SORT_DIRECTIONS, default: byDefault }) as const;

/** An unpaged list answer: { items: [item, …] } (the whole list fits one answer). */
export const itemsOf = <const T extends object>(item: T) => exact({ items: { type: 'array', items: item } });

/** A page of items: { total, page, pageSize, items }, and what else the list answers about the whole (`extra`, all present). */
export const paged = <const T extends object, const E extends Properties = NoProperties>(items: T, extra: E = {} as E) =>
  exact({ total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' }, items: { type: 'array', items }, ...extra });

/** The parties a list row shows (debtors, creditors, …). */
export const partySummaries = {
  type: 'array',
  items: exact({ role: { type: 'string' }, name: { type: 'string' }, code: nullableText }),
} as const;

/** The type of a `paged(item)` answer, for code that pages items of any shape. */
export interface Paged<T> {
  total: number;
  page: number;
  pageSize: number;
  items: T[];
}

/** The largest integer id a path may carry. */
const MAX_ID = 9007199254740991;

/** Params of a path with one integer id: /…/:id. */
export const idParams = exact({ id: { type: 'integer', minimum: 1, maximum: MAX_ID } });

/** An opaque version as the If-Match header carries it ("3"); the server reads it (api/lib/if-match.ts). */
export const ifMatchHeaders = {
  type: 'object',
  properties: { 'if-match': { type: 'string', maxLength: 40 } },
} as const;
