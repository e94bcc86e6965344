/**
 * A search's purposes are the `paieskos-tikslai` classifier's values (decision 0097): the
 * criteria fields offer those valid now (GET {base}/classifiers/paieskos-tikslai) and every
 * list of logged searches names a purpose by the classifier, retired ones too
 * (GET {base}/classifiers/paieskos-tikslai/names), in the page's language.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { SEARCH_PURPOSE_CLASSIFIER } from '../domain/classifiers/classifiers';
import { getClassifierNames, getClassifierOptions } from '../domain/contracts/classifiers';
import type { ResponseOf } from '../domain/contracts/endpoint';
import { call, endpointPath } from './api/call';

type Named = ResponseOf<typeof getClassifierOptions>['items'][number];

const params = { classifier: SEARCH_PURPOSE_CLASSIFIER };
const once = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
const NONE: readonly Named[] = [];

/** The name of a value in the page's language. */
function useNameOf(): (v: Named) => string {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  return useCallback((v: Named) => (english ? v.name_en : v.name_lt), [english]);
}

/** The purposes a search may state now: code and name, in the classifier's order. */
export function useSearchPurposeOptions(): { code: string; name: string }[] {
  const { data } = useSWR(endpointPath(getClassifierOptions, { params }), () => call(getClassifierOptions, { params, quiet: true }), once);
  const nameOf = useNameOf();
  return useMemo(() => (data?.items ?? NONE).map((v) => ({ code: v.code, name: nameOf(v) })), [data, nameOf]);
}

/** A logged purpose's name (its code until the names arrive, or when the classifier never had it). */
export function useSearchPurposeName(): (code: string | null) => string {
  const { data } = useSWR(endpointPath(getClassifierNames, { params }), () => call(getClassifierNames, { params, quiet: true }), once);
  const nameOf = useNameOf();
  const names = useMemo(() => new Map((data?.items ?? NONE).map((v) => [v.code, nameOf(v)])), [data, nameOf]);
  return useCallback((code: string | null) => (code === null ? '' : (names.get(code) ?? code)), [names]);
}
