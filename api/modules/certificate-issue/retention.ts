/**
 * How long an issued certificate's PDF is kept (spec §9: "Generated excerpts are kept
 * {saugojimoLaikas} calendar days (server value)"): the system parameter SAUGOJIMO_LAIKAS,
 * counted in calendar days from the day of issue (Europe/Vilnius). The PDF can be downloaded
 * through the last day; from the next day it is gone (410), whether or not the sweep has
 * deleted the file yet.
 */

/** The last day the PDF is kept: `issuedOn` plus `days` calendar days (YYYY-MM-DD). */
export function keepUntil(issuedOn: string, days: number): string {
  const date = new Date(`${issuedOn}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Has the PDF's keeping period passed on `today`? */
export const isExpired = (keepUntilDay: string, today: string): boolean => today > keepUntilDay;
