/**
 * The string formats of the catalogue (spec §5, shared/reference/lithuania.md) as plain
 * predicates. They run inside the precompiled validators (browser and server alike), so this
 * file imports nothing but other pure domain code.
 */
import { isCalendarDate, isValidLegalEntityCode, isValidPersonalCode } from '../../access/personal-code.js';

/** IDK (identification code): exactly 14 digits (spec §5, §9). */
export const isIdk = (value: string): boolean => /^\d{14}$/.test(value);

/** Lithuanian personal code: 11 digits, a real date of birth and the right check digit. */
export const isAsmensKodas = (value: string): boolean => isValidPersonalCode(value);

/** Lithuanian legal entity code: 9 digits (7 for some old entities). */
export const isJaKodas = (value: string): boolean => isValidLegalEntityCode(value);

/** Lithuanian IBAN: LT + 2 check digits + 16 digits, ISO 13616 mod-97 check. */
export function isIban(value: string): boolean {
  if (!/^LT\d{18}$/.test(value)) return false;
  const rearranged = value.slice(4) + value.slice(0, 4);
  // Letters become two digits (A = 10 … Z = 35); the remainder is folded as we go so no
  // number exceeds double precision.
  let remainder = 0;
  for (let i = 0; i < rearranged.length; i++) {
    const code = rearranged.charCodeAt(i);
    remainder = code <= 57 ? (remainder * 10 + (code - 48)) % 97 : (remainder * 100 + (code - 55)) % 97;
  }
  return remainder === 1;
}

/** NTR unique number: 4400-1234-5678 (building or plot), premises add :0001. */
export const isNtrUnikalusNr = (value: string): boolean => /^\d{4}-\d{4}-\d{4}(:\d{1,4})?$/.test(value);

/** Day of month for recurring payments: 1–31 written without sign or leading zero. */
export const isDayOfMonth = (value: string): boolean => /^([1-9]|[12]\d|3[01])$/.test(value);

/** Time of day HH:mm, 24-hour clock. */
export const isTime = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Calendar date YYYY-MM-DD that really exists (no 30 February). */
export function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  // Arithmetic instead of a Date object: this runs for every date of every validation.
  return isCalendarDate(Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10)));
}

/**
 * E-mail address as registries accept it: a dot-atom local part (no leading, trailing or
 * double dots), one @, a dotted domain with a 2+ letter top level, no spaces; at most 254
 * characters (RFC 5321 path limit).
 */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

/** Every format the catalogue may name in `"format"`, by name. */
export const FORMATS = {
  idk: isIdk,
  'asmens-kodas': isAsmensKodas,
  'ja-kodas': isJaKodas,
  iban: isIban,
  'ntr-unikalus-nr': isNtrUnikalusNr,
  'day-of-month': isDayOfMonth,
  time: isTime,
  date: isDate,
  email: isEmail,
} as const satisfies Record<string, (value: string) => boolean>;

export type FormatName = keyof typeof FORMATS;
