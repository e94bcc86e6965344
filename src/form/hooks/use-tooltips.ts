/**
 * Field help texts: GET {base}/tooltip (spec §7) answers the registry's tooltips
 * [{ too_kodas, too_tekstas, too_aktyvus }]; only active ones are kept (spec §3). Loaded once
 * per session and language and shared by every form; the administrator's tooltip section reloads it after a save (loadTooltips). Until the endpoint answers (or when it fails) fields
 * simply show no help button — a form never waits for its help texts.
 */
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getTooltips } from '../../domain/contracts/system';
import { call, endpointPath } from '../../lib/api/call';

/** A tooltip as this parser accepts it (wider than the contract's: a legacy 1 counts as active). */
interface Tooltip {
  too_kodas: string;
  too_tekstas: string;
  too_aktyvus: boolean | number;
}

const EMPTY: ReadonlyMap<string, string> = new Map();

/** Active tooltips by code from the server's list (anything malformed is skipped). */
export function activeTooltips(list: unknown): ReadonlyMap<string, string> {
  if (!Array.isArray(list)) return EMPTY;
  const out = new Map<string, string>();
  for (const t of list as Partial<Tooltip>[]) {
    if (t && typeof t.too_kodas === 'string' && typeof t.too_tekstas === 'string' && (t.too_aktyvus === true || t.too_aktyvus === 1))
      out.set(t.too_kodas, t.too_tekstas);
  }
  return out;
}

/** The SWR key of the tooltips in a language (English ones fall back to Lithuanian on the server). */
export const tooltipsKey = (kalba: 'lt' | 'en') => endpointPath(getTooltips, { query: { kalba } });

/** Loads the tooltips of a language (what the cache under tooltipsKey holds). */
export const loadTooltips = (kalba: 'lt' | 'en') => call(getTooltips, { query: { kalba }, quiet: true });

export function useTooltips(): ReadonlyMap<string, string> {
  const { i18n } = useTranslation();
  const kalba = i18n.language === 'en' ? 'en' : 'lt';
  const { data } = useSWR(tooltipsKey(kalba), () => loadTooltips(kalba), {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return data === undefined ? EMPTY : activeTooltips(data);
}
