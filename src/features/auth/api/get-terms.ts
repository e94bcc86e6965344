/**
 * GET {base}/naudojimo-sutartis: the terms of use (public: the consent page is an open route),
 * a shared answer without SWR: the portal's layout shows the terms dialog (decision 0168).
 */
import { getTerms as termsEndpoint } from '../../../domain/contracts/consent';
import { call, endpointPath } from '../../../lib/api/call';
import { useSharedAnswerState } from '../../../lib/api/shared-answers';

export const TERMS_KEY = endpointPath(termsEndpoint);

export const getTerms = () => call(termsEndpoint);

export const useTerms = () => useSharedAnswerState(TERMS_KEY, getTerms);
