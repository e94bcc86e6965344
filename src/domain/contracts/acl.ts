/** User administration (api/modules/acl), workplace only (/api/acl), for administrators. */
import { ALL_ROLES } from '../access/roles.js';
import type { FromSchema } from 'json-schema-to-ts';
import { tagged } from './endpoint.js';
import { sortDirection } from './shared.js';
import { closedObject, exact } from './shapes.js';

/** Columns the user list may be sorted by (ties broken by username). */
export const USER_SORT_KEYS = ['username', 'first_name', 'last_name', 'last_login_at', 'created_at'] as const;

const nullable = <const S extends object>(schema: S) => ({ anyOf: [schema, { type: 'null' }] }) as const;

/** Every editable field; POST requires some, PUT takes any subset (a partial update). */
const fields = {
  username: { type: 'string', pattern: '^[A-Za-z0-9._@-]{3,100}$' },
  password: { type: 'string', minLength: 12, maxLength: 200, description: 'A new password; never returned' },
  first_name: { type: 'string', minLength: 1, maxLength: 100 },
  last_name: { type: 'string', minLength: 1, maxLength: 100 },
  email: nullable({ type: 'string', format: 'email', maxLength: 200 }),
  person_code: nullable({ type: 'string', pattern: '^\\d{11}$' }),
  company_code: nullable({ type: 'string', pattern: '^(\\d{7}|\\d{9})$' }),
  company_name: nullable({ type: 'string', minLength: 1, maxLength: 300 }),
  office_id: nullable({ type: 'integer', minimum: 1 }),
  contract_number: nullable({ type: 'string', minLength: 1, maxLength: 100 }),
  idle_minutes: nullable({ type: 'integer', minimum: 0, maximum: 480 }),
  external_id: nullable({ type: 'string', minLength: 1, maxLength: 100 }),
  roles: { type: 'array', items: { type: 'string', enum: ALL_ROLES }, uniqueItems: true, minItems: 1, maxItems: 50 },
  disabled: { type: 'boolean' },
  ntr_head_signing: { type: 'boolean' },
  native_signature: { type: 'boolean' },
  active_message: nullable({ type: 'string', minLength: 1, maxLength: 2000 }),
  avatar: nullable({ type: 'string', maxLength: 200_000, pattern: '^data:image/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$' }),
} as const;

const createUserBody = closedObject(fields, ['username', 'first_name', 'last_name', 'roles']);

const updateUserBody = {
  type: 'object',
  properties: fields,
  minProperties: 1,
  additionalProperties: false,
} as const;

const userIdParams = exact({ id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } });

const listQuery = closedObject({
  q: { type: 'string', minLength: 1, maxLength: 100, description: 'Part of the username, first or last name' },
  username: { type: 'string', minLength: 1, maxLength: 100, description: 'Exactly this username (a message to one user names them)' },
  role: { type: 'string', enum: ALL_ROLES },
  disabled: { type: 'boolean', description: 'Only disabled (true) or only active (false) users' },
  sort: { type: 'string', enum: USER_SORT_KEYS, default: 'username' },
  order: sortDirection('asc'),
  limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
});

const nullableString = { type: ['string', 'null'] } as const;

const officeSchema = closedObject(
  { id: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' }, type: { type: 'string' }, address: nullableString },
  ['id', 'code', 'name', 'type'],
);

const adminUserSchema = exact({
  id: { type: 'integer' },
  username: { type: 'string' },
  first_name: { type: 'string' },
  last_name: { type: 'string' },
  email: nullableString,
  person_code: nullableString,
  company_code: nullableString,
  company_name: nullableString,
  office: { anyOf: [officeSchema, { type: 'null' }] },
  contract_number: nullableString,
  idle_minutes: { type: ['integer', 'null'] },
  external_id: nullableString,
  roles: { type: 'array', items: { type: 'string' } },
  disabled: { type: 'boolean' },
  ntr_head_signing: { type: 'boolean' },
  native_signature: { type: 'boolean' },
  active_message: nullableString,
  avatar: nullableString,
  has_password: { type: 'boolean' },
  consent_terms: { type: 'boolean' },
  consent_ntr_services: { type: 'boolean' },
  self_service_contract: { type: 'boolean' },
  last_login_at: nullableString,
  created_at: { type: 'string' },
  updated_at: { type: 'string' },
});
/** A user as the administration reads it (every field present; absent values are null). */
export type AdminUser = FromSchema<typeof adminUserSchema>;

const userListSchema = exact({ items: { type: 'array', items: adminUserSchema }, total: { type: 'integer' } });

const api = tagged(['acl']);

export const listUsers = api.get('/acl/user', 'Users, filtered and paged', { query: listQuery, responses: { 200: userListSchema } });

export const createUser = api.post('/acl/user', 'Creates a user with roles. 422 field errors, 409 errors.username_taken / errors.identity_taken', {
  body: createUserBody,
  responses: { 201: adminUserSchema },
});

export const getUser = api.get('/acl/user/:id', 'One user', { params: userIdParams, responses: { 200: adminUserSchema } });

export const updateUser = api.put(
  '/acl/user/:id',
  'Changes the given fields of a user (roles replace the roles); disabling or a new password ends their sessions',
  { params: userIdParams, body: updateUserBody, responses: { 200: adminUserSchema } },
);

export const listOffices = api.get('/acl/office', 'Offices a user may belong to', { responses: { 200: { type: 'array', items: officeSchema } } });

const sessionSchema = exact({
  id: { type: 'integer' },
  face: { type: 'string', enum: ['workplace', 'portal'] },
  method: { type: 'string' },
  created_at: { type: 'string' },
  last_activity_at: { type: 'string' },
  idle_minutes: { type: 'integer' },
  ip: nullableString,
});
export type UserSessionView = FromSchema<typeof sessionSchema>;

export const listUserSessions = api.get('/acl/user/:id/session', "The user's open sessions (not ended, not idle past their limit), newest first", {
  params: userIdParams,
  responses: { 200: { type: 'array', items: sessionSchema } },
});

export const endUserSessions = api.post('/acl/user/:id/session/end', "Ends one of the user's sessions (sessionId) or all of them; audited", {
  params: userIdParams,
  body: closedObject({ sessionId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }),
  responses: { 200: exact({ ended: { type: 'integer' } }) },
});
