/** JSON schemas of the auth envelopes (they also feed the OpenAPI document). */
import { ALL_ROLES } from '../../../src/domain/access/roles.js';

const nullableString = { type: ['string', 'null'] } as const;

export const naudotojasSchema = {
  type: 'object',
  properties: {
    api_token: { type: 'string', description: 'Bearer token of this session (sign-in responses only)' },
    atjungimo_laikas: { type: 'integer', description: 'Idle minutes after which the session ends' },
    avatar: nullableString,
    snau_id: { type: 'integer' },
    snau_vardas: { type: 'string' },
    snau_pavarde: { type: 'string' },
    snau_kontora: nullableString,
    snau_kontora_tipas: nullableString,
    snau_sutartis_nr: nullableString,
    snau_sutikimas_su_salygomis: { type: 'boolean' },
    snau_sutikimas_su_salygomis_ntrpaslaugos: { type: 'boolean' },
    snau_savitarnos_sutartis: { type: 'boolean' },
    snau_savitarnos_id: nullableString,
    snau_ntr_vadovo_parasas: { type: 'boolean' },
    snau_aktyvi_zinute: nullableString,
    snau_native_parasas: { type: 'boolean' },
  },
  required: [
    'atjungimo_laikas',
    'avatar',
    'snau_id',
    'snau_vardas',
    'snau_pavarde',
    'snau_kontora',
    'snau_kontora_tipas',
    'snau_sutartis_nr',
    'snau_sutikimas_su_salygomis',
    'snau_sutikimas_su_salygomis_ntrpaslaugos',
  ],
} as const;

export const rolesSchema = { type: 'array', items: { type: 'string', enum: ALL_ROLES } } as const;
export const zinutesSchema = {
  type: 'array',
  items: { type: 'object', properties: { tekstas: { type: 'string' } }, required: ['tekstas'] },
} as const;

/** POST /api/login and POST ipasas answer with this (ipasas without zinutes, spec §7). */
export const signInResponseSchema = {
  type: 'object',
  properties: { naudotojas: naudotojasSchema, zinutes: zinutesSchema, roles: rolesSchema, pirmas_prisijungimas: { type: 'boolean' } },
  required: ['naudotojas', 'roles', 'pirmas_prisijungimas'],
} as const;

export const profileResponseSchema = {
  type: 'object',
  properties: { naudotojas: naudotojasSchema, zinutes: zinutesSchema, roles: rolesSchema },
  required: ['naudotojas', 'zinutes', 'roles'],
} as const;

export const errorResponseSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;
