/**
 * The languages of the product (spec §1, §9): Lithuanian (default and fallback) and English
 * (the self-service portal only). One list for the browser's i18n and the API's
 * change-language route.
 */
export const LANGUAGES = ['lt', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'lt';

/** True for 'lt' and 'en'. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
