/** GET {base}/naudojimo-sutartis: the terms of use (public: the consent page is an open route). */
import useSWR from 'swr';
import { api } from '../../../lib/api/client';
import type { Terms } from './types';

export const TERMS_KEY = '/naudojimo-sutartis';

export function getTerms(): Promise<Terms> {
  return api.get<Terms>(TERMS_KEY);
}

export function useTerms() {
  return useSWR(TERMS_KEY, getTerms, { revalidateOnFocus: false, revalidateIfStale: false });
}
