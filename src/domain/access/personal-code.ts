/**
 * The Lithuanian personal code (asmens kodas): 11 digits G YYMMDD NNN K with a check digit
 * (shared/reference/lithuania.md). The identity module needs it to accept people from the
 * sign-in gateway and user administration; document forms may reuse it.
 */
const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1];
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3];
const CENTURY: Record<string, number> = { '1': 1800, '2': 1800, '3': 1900, '4': 1900, '5': 2000, '6': 2000 };

const PERSONAL_CODE = /^\d{11}$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// Every document validation checks each party's code (browser and server): plain loops over
// character codes, no arrays or Date objects per call.
function weighted(digits: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += weights[i] * (digits.charCodeAt(i) - 48);
  return sum % 11;
}

/** True when year-month-day is a day of the Gregorian calendar (no 30 February). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]);
}

/** The check digit of the first ten digits of a personal code. */
export function personalCodeCheckDigit(firstTen: string): number {
  const first = weighted(firstTen, FIRST_WEIGHTS);
  if (first !== 10) return first;
  const second = weighted(firstTen, SECOND_WEIGHTS);
  return second === 10 ? 0 : second;
}

/** The date of birth a personal code encodes, or null when the century digit or the date is not real. */
export function personalCodeBirthDate(code: string): Date | null {
  const century = CENTURY[code[0]];
  if (century === undefined) return null;
  const year = century + Number(code.slice(1, 3));
  const month = Number(code.slice(3, 5));
  const day = Number(code.slice(5, 7));
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** True for 11 digits with a real date of birth and the right check digit. */
export function isValidPersonalCode(code: string): boolean {
  if (!PERSONAL_CODE.test(code)) return false;
  const century = CENTURY[code[0]];
  if (century === undefined || !isCalendarDate(century + Number(code.slice(1, 3)), Number(code.slice(3, 5)), Number(code.slice(5, 7)))) return false;
  return personalCodeCheckDigit(code) === code.charCodeAt(10) - 48;
}

/** A legal entity code: 9 digits (some old entities have 7). */
export const isValidLegalEntityCode = (code: string): boolean => /^(\d{9}|\d{7})$/.test(code);
