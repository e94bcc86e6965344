/**
 * Dates and times as the registry's pages show them (Lithuanian, Europe/Vilnius): a
 * timestamp as "2026-11-21 14:05", a calendar date ("2026-11-21", a deadline) unchanged.
 * Shared by the lifecycle, journal, notices and dashboard features.
 */
const dateTime = new Intl.DateTimeFormat('lt-LT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Vilnius' });

/** A timestamp or a calendar date as text; '' for none, the input itself when it is not a date. */
export function dateText(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : dateTime.format(at);
}
