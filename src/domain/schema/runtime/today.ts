/**
 * "Today" for the notAfterToday / notBeforeToday keywords. The server passes its own clock's
 * date through the validation context (`validate.call({ today }, data)`); the browser sets a
 * provider from the server's date (e.g. the Date header of its last response) so that both
 * judge against the server's calendar day, never the user's machine.
 */

/** The registry's calendar runs in Lithuania: a day starts at midnight Europe/Vilnius. */
export const REGISTRY_TIME_ZONE = 'Europe/Vilnius';

// Made on first use: building a time-zone formatter loads ICU's zone data, a noticeable part
// of the server's cold start when done while the modules load.
let dayFormat: Intl.DateTimeFormat | undefined;

// The last answer, by the UTC minute it was asked for: Vilnius' offset from UTC has been whole
// hours since 1920, so a day never starts inside a minute. Formatting in a time zone costs each
// save (validation and business checks both ask) more than the rest of its date handling.
let last = { minute: NaN, day: '' };
const YEAR_1920_MINUTE = Date.UTC(1920, 0, 1) / 60_000;

/** The calendar date (YYYY-MM-DD) of an instant in Europe/Vilnius. */
export function registryDate(instant: Date): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute === last.minute) return last.day;
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: REGISTRY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const day = dayFormat.format(instant);
  // instants before 1920 (Vilnius' local mean time had seconds in its offset) are not kept
  if (minute >= YEAR_1920_MINUTE) last = { minute, day };
  return day;
}

let provider: () => string = () => registryDate(new Date());

/** Replaces the fallback source of "today" (browser: server date; never needed on the server). */
export function setTodayProvider(next: () => string): void {
  provider = next;
}

/** Validation context the server passes as `this` to a validator. */
export interface ValidationContext {
  /** YYYY-MM-DD in Europe/Vilnius */
  today?: string;
}

/**
 * Today's date for one validation: the context's `today` when given, else the provider's.
 * Called by generated validator code with the validator's `this`.
 */
export function today(context: unknown): string {
  const given = (context as ValidationContext | undefined)?.today;
  return typeof given === 'string' ? given : provider();
}
