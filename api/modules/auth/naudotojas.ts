/**
 * The session user as the API returns it (spec §3 "Login response" and "Session user"):
 * the eleven naudotojas fields of the login response, plus the other session-user fields
 * under snau_* names. Flags are booleans on the wire, 0/1 in the database.
 */
import type { Naudotojas, Zinute } from '../../../src/domain/contracts/auth.js';
import type { UserRow } from './repository.js';

export type { Naudotojas, Zinute } from '../../../src/domain/contracts/auth.js';

/** The idle minutes of a session: the user's setting when above zero, else the ATJUNGIMO_LAIKAS parameter. */
export function idleMinutesOf(userSetting: number | null, parameter: number): number {
  return userSetting !== null && userSetting > 0 ? userSetting : parameter;
}

export function toNaudotojas(user: UserRow, idleMinutes: number): Naudotojas;
export function toNaudotojas(user: UserRow, idleMinutes: number, token: string): Naudotojas & { api_token: string };
export function toNaudotojas(user: UserRow, idleMinutes: number, token?: string): Naudotojas {
  return {
    ...(token === undefined ? {} : { api_token: token }),
    atjungimo_laikas: idleMinutes,
    avatar: user.avatar,
    snau_id: user.id,
    snau_vardas: user.first_name,
    snau_pavarde: user.last_name,
    // a company representative's "office" is the company they act for
    snau_kontora: user.office_name ?? user.company_name,
    snau_kontora_tipas: user.office_type ?? (user.company_code ? 'juridinis_asmuo' : null),
    snau_sutartis_nr: user.contract_number,
    snau_sutikimas_su_salygomis: user.consent_terms === 1,
    snau_sutikimas_su_salygomis_ntrpaslaugos: user.consent_ntr_services === 1,
    snau_savitarnos_sutartis: user.self_service_contract === 1,
    snau_savitarnos_id: user.external_id,
    snau_ntr_vadovo_parasas: user.ntr_head_signing === 1,
    snau_aktyvi_zinute: user.active_message,
    snau_native_parasas: user.native_signature === 1,
    snau_prieinamumo_rezimas: user.accessibility_mode === 1,
  };
}

/** The messages the bell counts: the user's own active message, then the published messages valid for them (/admin/zinute). */
export const zinutesOf = (user: UserRow, published: readonly string[]): Zinute[] => [
  ...(user.active_message ? [{ tekstas: user.active_message }] : []),
  ...published.map((tekstas) => ({ tekstas })),
];
