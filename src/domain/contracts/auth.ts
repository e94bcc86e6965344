/**
 * The session API of both faces (api/modules/auth, spec §3, §7): password sign-in
 * (workplace), log-out, check-user, keep-alive and the signed-in user. Names stay as the API
 * sends them (Lithuanian, snake_case); flags are booleans. The gateway sign-in is in
 * gateway.ts and answers the same envelope.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { ALL_ROLES } from '../access/roles.js';
import { tagged } from './endpoint.js';
import { nullableText } from './shared.js';
import { closedObject, exact } from './shapes.js';

const api = tagged(['auth']);

/** The session user as the API returns it (spec §3 "Login response" and "Session user"). */
export const naudotojas = closedObject(
  {
    api_token: { type: 'string', description: 'Bearer token of this session (sign-in responses only)' },
    atjungimo_laikas: { type: 'integer', description: 'Idle minutes after which the session ends' },
    avatar: nullableText,
    snau_id: { type: 'integer' },
    snau_vardas: { type: 'string' },
    snau_pavarde: { type: 'string' },
    snau_kontora: nullableText,
    snau_kontora_tipas: nullableText,
    snau_sutartis_nr: nullableText,
    snau_sutikimas_su_salygomis: { type: 'boolean' },
    snau_sutikimas_su_salygomis_ntrpaslaugos: { type: 'boolean' },
    /** the self-service contract is accepted (reset by the first sign-in) */
    snau_savitarnos_sutartis: { type: 'boolean' },
    /** the user's id in the central self-service */
    snau_savitarnos_id: nullableText,
    /** signs as head of the real property register */
    snau_ntr_vadovo_parasas: { type: 'boolean' },
    snau_aktyvi_zinute: nullableText,
    /** signs with the native (desktop) signature tool */
    snau_native_parasas: { type: 'boolean' },
    /** the accessibility mode (spec §9): black text, visible focus, marked controls */
    snau_prieinamumo_rezimas: { type: 'boolean' },
  },
  [
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
    'snau_savitarnos_sutartis',
    'snau_savitarnos_id',
    'snau_ntr_vadovo_parasas',
    'snau_aktyvi_zinute',
    'snau_native_parasas',
  ],
);
export type Naudotojas = FromSchema<typeof naudotojas>;

/** The user of a sign-in answer: with the session's token. */
const signedInNaudotojas = { ...naudotojas, required: [...naudotojas.required, 'api_token'] } as const;

export const roles = { type: 'array', items: { type: 'string', enum: ALL_ROLES } } as const;

/** The active messages the bell counts. */
export const zinutes = {
  type: 'array',
  items: exact({ tekstas: { type: 'string' } }),
} as const;
export type Zinute = FromSchema<typeof zinutes>[number];

/** POST /api/login answers with this; POST {base}/ipasas too, without zinutes (spec §7). */
export const signInAnswer = closedObject({ naudotojas: signedInNaudotojas, zinutes, roles, pirmas_prisijungimas: { type: 'boolean' } }, [
  'naudotojas',
  'roles',
  'pirmas_prisijungimas',
]);
export type SignInAnswer = FromSchema<typeof signInAnswer>;

export const signIn = api.post(
  '/login',
  'Signs in with username and password; a new token every time. 401 errors.login_failed; 429 errors.too_many_requests and 503 errors.sign_in_busy with Retry-After (seconds)',
  {
    body: exact({ username: { type: 'string', minLength: 1, maxLength: 100 }, password: { type: 'string', minLength: 1, maxLength: 200 } }),
    responses: { 200: signInAnswer },
  },
);

export const logOut = api.post('/logout', 'Ends the session: its token stops working at once', { responses: { 204: { type: 'null' } } });

export const checkUser = api.get('/check-user', '200 when the token belongs to a live session, 401 otherwise', {
  responses: { 200: exact({ snau_id: { type: 'integer' }, roles }) },
});

export const keepAlive = api.post('/keep-alive', 'Keeps the client in touch (never extends the idle session); returns the system-information banner', {
  body: { type: ['object', 'null'], properties: { alive: { type: 'boolean' } }, additionalProperties: false },
  responses: { 200: exact({ sistemos_informavimas: nullableText }) },
});

export const getProfile = api.get(
  '/naudotojas',
  "The signed-in user (profile dialog), the session's roles as the database has them now, and the active messages",
  { responses: { 200: exact({ naudotojas, zinutes, roles }) } },
);

export const setAccessibilityMode = api.put(
  '/naudotojas/prieinamumas',
  "Switches the signed-in user's accessibility mode (spec §9), remembered on the server",
  {
    body: exact({ prieinamumo_rezimas: { type: 'boolean' } }),
    responses: {
      200: exact({ prieinamumo_rezimas: { type: 'boolean' } }),
    },
  },
);
