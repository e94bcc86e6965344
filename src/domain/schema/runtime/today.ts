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

/**
 * The calendar date (YYYY-MM-DD) of an instant in Europe/Vilnius. Each call formats the instant
 * in the time zone (a few µs): a request that needs "today" more than once computes it once and
 * passes it down (the validation context, the business checks' context; decision 0170).
 */
export function registryDate(instant: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: REGISTRY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return dayFormat.format(instant);
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
