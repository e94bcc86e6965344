/** JSON Schemas of envelopes that several modules' routes share (responses and OpenAPI). */

/** One field error or business-check issue: { path, messageKey, params?, severity }. */
export const fieldErrorSchema = {
  type: 'object',
  properties: {
    path: { type: 'string' },
    messageKey: { type: 'string' },
    params: { type: 'object', additionalProperties: true },
    severity: { type: 'string', enum: ['critical', 'warning'] },
  },
  required: ['path', 'messageKey', 'severity'],
} as const;

/** A text that may be absent. */
export const nullableText = { type: ['string', 'null'] } as const;

/** A comma-separated list of codes in a query string (statuses, types). */
export const csvCodes = { type: 'string', maxLength: 500, pattern: '^[a-z0-9_,-]*$' } as const;

/** Query-string paging of every list endpoint: 1-based page, at most 200 rows. */
export const pageProperties = {
  page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 25 },
} as const;

/** An unpaged list answer: { items: [item, …] } (the whole list fits one answer). */
export const itemsOf = <T extends object>(item: T) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['items'],
    properties: { items: { type: 'array', items: item } },
  }) as const;

/** A page of items: { total, page, pageSize, items }. */
export const paged = <T extends object>(items: T) =>
  ({
    type: 'object',
    properties: { total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' }, items: { type: 'array', items } },
    required: ['total', 'page', 'pageSize', 'items'],
  }) as const;
