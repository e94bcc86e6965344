/**
 * The one rule for text the API reads: no U+0000 (PostgreSQL cannot store it in text) and no
 * unpaired UTF-16 surrogate (not Unicode: both drivers would store U+FFFD instead, silently
 * changing the data). api/plugins/strings.ts applies it to every request; files/receive.ts to
 * an upload's file name, which only the handler sees.
 */
import { pointerSegment } from '../../src/domain/schema/field-errors.js';
import { badRequest, type AppError } from './errors.js';

// Without the u flag the class ranges match UTF-16 code units: a high surrogate not followed by
// a low one, or a low one not preceded by a high one.
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what the rule refuses
const INVALID = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

// A cheap first look (no lookaround): almost every text has neither U+0000 nor any surrogate.
// eslint-disable-next-line no-control-regex -- as above
const SUSPECT = /[\u0000\ud800-\udfff]/;

/** True when the text holds U+0000 or an unpaired surrogate. */
export const hasInvalidCharacters = (text: string): boolean => SUSPECT.test(text) && INVALID.test(text);

/** Where a request's text came from, as the refusal names it (`params.in`). */
export type TextSource = 'body' | 'query' | 'params' | 'headers' | 'file';

/** The 400 for invalid characters at `path` (a JSON pointer into the source). */
export const invalidCharacters = (source: TextSource, path: string): AppError =>
  badRequest('errors.invalid_characters', [{ path, messageKey: 'errors.invalid_characters', params: { in: source }, severity: 'critical' }]);

interface Container {
  value: object;
  key: string;
  parent: Container | null;
}

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

const pointerOf = (at: Container, key?: string): string => {
  const segments = key === undefined ? [] : [key];
  for (let c: Container | null = at; c?.parent; c = c.parent) segments.push(c.key);
  return segments.reverse().reduce((pointer, segment) => `${pointer}/${pointerSegment(segment)}`, '');
};

/**
 * The JSON pointer of the first string (or object key) with invalid characters in a parsed
 * value — a JSON body, a query or params object, the headers — or null when all are clean.
 * One pass, no recursion (a deeply nested body cannot overflow the stack); a bad key is reported
 * at the object that holds it, so the answer never repeats it.
 * @param root the value to look through (strings, arrays and objects; anything else is skipped)
 */
export function findInvalidText(root: unknown): string | null {
  if (typeof root === 'string') return hasInvalidCharacters(root) ? '' : null;
  if (!isContainer(root)) return null;
  const stack: Container[] = [{ value: root, key: '', parent: null }];
  // a string is checked where it is met; an array or object waits on the stack
  const badValue = (at: Container, key: string, value: unknown): boolean => {
    if (typeof value === 'string') return hasInvalidCharacters(value);
    if (isContainer(value)) stack.push({ value, key, parent: at });
    return false;
  };
  for (let at = stack.pop(); at; at = stack.pop()) {
    const { value } = at;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) if (badValue(at, String(i), value[i])) return pointerOf(at, String(i));
    } else {
      for (const key of Object.keys(value)) {
        if (hasInvalidCharacters(key)) return pointerOf(at);
        if (badValue(at, key, (value as Record<string, unknown>)[key])) return pointerOf(at, key);
      }
    }
  }
  return null;
}
