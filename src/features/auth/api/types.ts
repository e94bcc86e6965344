/**
 * The sign-in and profile envelopes of the API, derived from their contracts
 * (src/domain/contracts/auth.ts, consent.ts). Names stay as the API sends them.
 */
import type { ResponseOf } from '../../../domain/contracts/endpoint';
import type { getProfile, signIn } from '../../../domain/contracts/auth';
import type { getTerms as getTermsEndpoint, giveConsent } from '../../../domain/contracts/consent';

export type { Naudotojas, Zinute } from '../../../domain/contracts/auth';

/** POST /api/login and POST {base}/ipasas (the latter without zinutes). */
export type SignInResponse = ResponseOf<typeof signIn>;

/** GET {base}/naudotojas: the signed-in user now (no token), the active messages and the current roles. */
export type Profile = ResponseOf<typeof getProfile>;

/** POST {base}/naudotojas/sutikimas answers with the user's consent flags after the change. */
export type ConsentState = ResponseOf<typeof giveConsent>;

/** GET {base}/naudojimo-sutartis: the terms of use and the real-property services' terms (trusted static HTML). */
export type Terms = ResponseOf<typeof getTermsEndpoint>;
