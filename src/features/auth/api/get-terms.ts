/** GET {base}/naudojimo-sutartis: the terms of use (public: the consent page is an open route). */
import useSWR from 'swr';
import { getTerms as termsEndpoint } from '../../../domain/contracts/consent';
import { call, endpointPath } from '../../../lib/api/call';

export const TERMS_KEY = endpointPath(termsEndpoint);

export const getTerms = () => call(termsEndpoint);

export function useTerms() {
  return useSWR(TERMS_KEY, getTerms, { revalidateOnFocus: false, revalidateIfStale: false });
}
