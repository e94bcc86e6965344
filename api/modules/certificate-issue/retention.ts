/**
 * How long an issued certificate's PDF is kept (spec §9: "Generated excerpts are kept
 * {saugojimoLaikas} calendar days (server value)"): the system parameter SAUGOJIMO_LAIKAS,
 * counted in calendar days from the day of issue (Europe/Vilnius). The PDF can be downloaded
 * through the last day; from the next day it is gone (410), whether or not the sweep has
 * deleted the file yet.
 */

/** Used when the parameter is missing or not a whole number of days in 1..3650. */
export const DEFAULT_KEEP_DAYS = 30;

/** The parameter's value as days (the default when it is missing or absurd). */
export function keepDays(raw: string | undefined): number {
  const days = Number(raw?.trim());
  return Number.isInteger(days) && days >= 1 && days <= 3650 ? days : DEFAULT_KEEP_DAYS;
}

/** The last day the PDF is kept: `issuedOn` plus `days` calendar days (YYYY-MM-DD). */
export function keepUntil(issuedOn: string, days: number): string {
  const date = new Date(`${issuedOn}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Has the PDF's keeping period passed on `today`? */
export const isExpired = (keepUntilDay: string, today: string): boolean => today > keepUntilDay;
