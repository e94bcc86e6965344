/**
 * The sign-in and profile envelopes of the API (api/modules/auth/README.md, spec §3, §7).
 * Names stay as the API sends them (Lithuanian, snake_case); flags are booleans.
 */
import type { ResponseOf } from '../../../domain/contracts/endpoint';
import type { getTerms as getTermsEndpoint, giveConsent } from '../../../domain/contracts/consent';

export interface Naudotojas {
  atjungimo_laikas: number;
  avatar: string | null;
  snau_id: number;
  snau_vardas: string;
  snau_pavarde: string;
  snau_kontora: string | null;
  snau_kontora_tipas: string | null;
  snau_sutartis_nr: string | null;
  snau_sutikimas_su_salygomis: boolean;
  snau_sutikimas_su_salygomis_ntrpaslaugos: boolean;
  snau_savitarnos_sutartis?: boolean;
  snau_savitarnos_id?: string | null;
  snau_ntr_vadovo_parasas?: boolean;
  snau_aktyvi_zinute?: string | null;
  snau_native_parasas?: boolean;
}

export interface Zinute {
  tekstas: string;
}

/** POST /api/login and POST {base}/ipasas (the latter without zinutes). */
export interface SignInResponse {
  naudotojas: Naudotojas & { api_token: string };
  zinutes?: Zinute[];
  roles: string[];
  pirmas_prisijungimas: boolean;
}

/** GET {base}/naudotojas: the signed-in user now (no token), the active messages and the current roles. */
export interface Profile {
  naudotojas: Naudotojas;
  zinutes: Zinute[];
  roles: string[];
}

/** POST {base}/naudotojas/sutikimas answers with the user's consent flags after the change. */
export type ConsentState = ResponseOf<typeof giveConsent>;

/** GET {base}/naudojimo-sutartis: the terms of use and the real-property services' terms (trusted static HTML). */
export type Terms = ResponseOf<typeof getTermsEndpoint>;
