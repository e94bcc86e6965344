/**
 * Administration (api/modules/admin), workplace only (/api/admin), for administrators:
 * system parameters (parametrai), the system-information banner (sistema-info) and
 * messages to users (zinute). Users and roles (teises) are ./acl.ts.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { ALL_ROLES } from '../access/roles.js';
import { parametersChangeSchema, parametersSchema } from '../admin/parameters.js';
import { tagged, type BodyOf } from './endpoint.js';
import { idParams, itemsOf, nullableText, paged, pageQuery } from './shared.js';
import { closedObject, exact } from './shapes.js';

const api = tagged(['admin']);

/** An instant as the API writes it: ISO-8601 UTC (2026-11-20T10:00:00.000Z; seconds and milliseconds optional). */
const instant = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?Z$' } as const;
const nullableInstant = { anyOf: [instant, { type: 'null' }] } as const;
const text = { type: 'string', minLength: 1, maxLength: 2000 } as const;

export const getParameters = api.get('/admin/parametrai', 'System parameters', { responses: { 200: parametersSchema } });

export const setParameters = api.put(
  '/admin/parametrai',
  'Changes the given system parameters (validated by their JSON Schema; in effect at once, audited with before and after)',
  { body: parametersChangeSchema, responses: { 200: parametersSchema } },
);

const banner = exact({
  id: { type: 'integer' },
  text: { type: 'string' },
  active: { type: 'boolean' },
  valid_from: nullableText,
  valid_to: nullableText,
  created_at: { type: 'string' },
});
export type Banner = FromSchema<typeof banner>;

const bannerFields = { text, active: { type: 'boolean' }, valid_from: nullableInstant, valid_to: nullableInstant } as const;

export const listBanners = api.get('/admin/sistema-info', 'Banner texts, newest first', { responses: { 200: itemsOf(banner) } });

export const createBanner = api.post(
  '/admin/sistema-info',
  'Adds a banner text; the newest active one valid now is shown. 422 when valid_to is not after valid_from',
  { body: closedObject(bannerFields, ['text', 'active']), responses: { 201: banner } },
);

export const updateBanner = api.put('/admin/sistema-info/:id', 'Changes a banner text, its validity or whether it is active', {
  params: idParams,
  body: { type: 'object', properties: bannerFields, minProperties: 1, additionalProperties: false },
  responses: { 200: banner },
});

export const MESSAGE_AUDIENCES = ['all', 'role', 'user'] as const;

const message = exact({
  id: { type: 'integer' },
  text: { type: 'string' },
  audience: { type: 'string', enum: MESSAGE_AUDIENCES },
  role: nullableText,
  user: {
    anyOf: [exact({ id: { type: 'integer' }, username: { type: 'string' } }), { type: 'null' }],
  },
  valid_from: { type: 'string' },
  valid_to: nullableText,
  created_at: { type: 'string' },
  withdrawn_at: nullableText,
});
export type AdminMessage = FromSchema<typeof message>;

export const listMessages = api.get('/admin/zinute', 'Published messages, newest first', { query: pageQuery(), responses: { 200: paged(message) } });

export const publishMessage = api.post(
  '/admin/zinute',
  'Publishes a message to all users, one role (role) or one user (user_id) for its validity; 422 for a missing or unknown recipient or a bad period',
  {
    body: closedObject(
      {
        text,
        audience: { type: 'string', enum: MESSAGE_AUDIENCES },
        role: { type: 'string', enum: ALL_ROLES },
        user_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
        valid_from: instant,
        valid_to: nullableInstant,
      },
      ['text', 'audience', 'valid_from'],
    ),
    responses: { 201: message },
  },
);

export const withdrawMessage = api.post('/admin/zinute/:id/withdraw', 'Withdraws a message: it leaves the bell at once (kept for the record)', {
  params: idParams,
  responses: { 200: message },
});

const tooltipCodeParams = exact({ code: { type: 'string', pattern: '^[A-Z0-9_]{1,100}$' } });

const tooltipEntry = exact({
  code: { type: 'string' },
  text: { ...nullableText, description: 'Lithuanian; null: the code has no text yet' },
  text_en: { ...nullableText, description: 'English; null: the Lithuanian text serves English too' },
  active: { type: 'boolean' },
  updated_at: nullableText,
  used_in: {
    type: 'array',
    description: 'The types and fields whose ui schema names the code (type common: the shared definitions)',
    items: exact({ type: { type: 'string' }, field: { type: 'string' } }),
  },
});
export type TooltipEntry = FromSchema<typeof tooltipEntry>;

export const listAdminTooltips = api.get(
  '/admin/tooltip',
  'Every field help text (active or not) and every code the ui schemas name, with where each is used',
  { responses: { 200: itemsOf(tooltipEntry) } },
);

export const saveTooltip = api.put(
  '/admin/tooltip/:code',
  'Sets a help text in Lithuanian and English and whether it is shown; users get it at once. 422 for a code no ui schema names and no row holds',
  {
    params: tooltipCodeParams,
    body: exact({ text, text_en: { anyOf: [text, { type: 'null' }] }, active: { type: 'boolean' } }),
    responses: { 200: tooltipEntry },
  },
);

/** The bodies the admin service takes (a banner's change, a message to publish, a help text). */
export type BannerChange = BodyOf<typeof updateBanner>;
export type MessageToPublish = BodyOf<typeof publishMessage>;
export type TooltipText = BodyOf<typeof saveTooltip>;
