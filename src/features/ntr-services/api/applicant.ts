/**
 * The signed-in user as the register knows them (a person, or the company they act for), in
 * the shape of the catalogue's person definition: GET {base}/certificate-applicant (served by
 * the certificates module for every portal order; requests' `pareiskejas` is the same
 * definition). Prefills a new request's applicant; quiet: without it the user types it in.
 */
import useSWR from 'swr';
import { api } from '../../../lib/api/client';

export type Applicant = Record<string, string>;

export const getApplicant = () => api.get<{ pareiskejas: Applicant | null }>('/certificate-applicant', { quiet: true });

/** Asked only for a new request (`enabled`). */
export function useApplicant(enabled: boolean) {
  return useSWR(enabled ? 'ntr-applicant' : null, getApplicant, { revalidateOnFocus: false });
}
