/**
 * rjsf's own interface strings (Add, Remove, option prefixes, …) in the form namespace
 * (locales/<lng>/form.json, `form.rjsf.<English text>`); a string without a translation stays
 * as rjsf wrote it, with its %1/%2 placeholders filled in.
 */
import type { TranslatableString } from '@rjsf/utils';
// the one function's own file: the form's first chunks take it without the rest of @rjsf/utils
import replaceStringParameters from '@rjsf/utils/lib/replaceStringParameters.js';
import type { TFunction } from 'i18next';

/** rjsf's translateString for the given i18next t function (bound to the form namespace). */
export function createTranslateString(t: TFunction) {
  return (text: TranslatableString, params?: string[]): string => {
    const key = `form.rjsf.${String(text).replace(/[.:%]/g, '_')}`;
    const translated = t(key, { defaultValue: '' });
    return replaceStringParameters(translated || text, params);
  };
}
