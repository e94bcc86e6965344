/**
 * The signed-in user as the register knows them (a person, or the company they act for), in
 * the shape of the catalogue's person definition: GET {base}/certificate-applicant (served by
 * the certificates module for every portal order; requests' `pareiskejas` is the same
 * definition). Prefills a new certificate order's or request's applicant; quiet: without an
 * answer the user types it in.
 */
import { api } from './client';

export type Applicant = Record<string, string>;

/** Asks the register who the signed-in user is (`pareiskejas: null` when it does not know). */
export const getApplicant = () => api.get<{ pareiskejas: Applicant | null }>('/certificate-applicant', { quiet: true });
