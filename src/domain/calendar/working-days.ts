/**
 * The Lithuanian working-day calendar used for legal deadlines (registration by the next
 * working day, deficiency reported within one working day, five working days to fix it).
 * Dates are calendar dates 'YYYY-MM-DD' in Lithuanian time; callers convert instants.
 * Holidays: /work/shared/reference/lithuania.md ("Working days").
 */

/** Western (Gregorian) Easter Sunday, by the anonymous Gregorian algorithm. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function toUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** Adds whole calendar days to a 'YYYY-MM-DD' date. */
export function addCalendarDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first Sunday of a month (Mother's Day in May, Father's Day in June). */
function firstSunday(year: number, month: number): string {
  const first = toUtc(isoDate(year, month, 1));
  const offset = (7 - first.getUTCDay()) % 7;
  return addCalendarDays(isoDate(year, month, 1), offset);
}

const holidayCache = new Map<number, Set<string>>();

/** Every public holiday (non-working day) of a year, as 'YYYY-MM-DD'. */
export function publicHolidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const fixed: [number, number][] = [
    [1, 1],
    [2, 16],
    [3, 11],
    [5, 1],
    [6, 24],
    [7, 6],
    [8, 15],
    [11, 1],
    [11, 2],
    [12, 24],
    [12, 25],
    [12, 26],
  ];
  const days = new Set<string>([...fixed.map(([m, d]) => isoDate(year, m, d)), easter, addCalendarDays(easter, 1), firstSunday(year, 5), firstSunday(year, 6)]);
  holidayCache.set(year, days);
  return days;
}

/** True for Monday–Friday dates that are not public holidays. */
export function isWorkingDay(date: string): boolean {
  const weekday = toUtc(date).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(Number(date.slice(0, 4))).has(date);
}

/**
 * The date `n` working days after `date` (n ≥ 1): "by the next working day" is
 * addWorkingDays(d, 1); "five working days to fix" is addWorkingDays(d, 5).
 */
export function addWorkingDays(date: string, n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError('n must be a whole number ≥ 0');
  let current = date;
  let left = n;
  while (left > 0) {
    current = addCalendarDays(current, 1);
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
}

let vilniusFormat: Intl.DateTimeFormat | undefined;

/** The calendar date in Lithuania (Europe/Vilnius) of an instant. */
export function vilniusDate(instant: Date): string {
  // en-CA formats as YYYY-MM-DD; Intl is available in browsers and Node alike. One formatter:
  // making one costs far more than formatting (a report's calendar formats thousands of instants).
  vilniusFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius', year: 'numeric', month: '2-digit', day: '2-digit' });
  return vilniusFormat.format(instant);
}

/**
 * The instant (UTC ISO) at which a Lithuanian calendar day begins: 00:00 in Vilnius, which is
 * 22:00 or 21:00 UTC of the day before (winter UTC+2, summer UTC+3).
 */
export function vilniusDayStart(date: string): string {
  for (const offsetHours of [2, 3]) {
    const start = new Date(Date.parse(`${date}T00:00:00.000Z`) - offsetHours * 3_600_000);
    if (vilniusDate(start) === date && vilniusDate(new Date(start.getTime() - 1)) !== date) return start.toISOString();
  }
  throw new RangeError(`no Vilnius midnight found for ${date}`);
}

/** The number of working days after `from` up to and including `to` (0 when `to` ≤ `from`). */
export function workingDaysBetween(from: string, to: string): number {
  let n = 0;
  for (let d = addCalendarDays(from, 1); d <= to; d = addCalendarDays(d, 1)) if (isWorkingDay(d)) n += 1;
  return n;
}
