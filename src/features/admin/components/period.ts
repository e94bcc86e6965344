/** Validity periods in the admin forms: the browser's local date-time fields ↔ the API's UTC instants. */
import { dateText } from '../../../lib/date-text';

/** A `datetime-local` value (local time) as an ISO instant; null when empty or not a date. */
export function instantOf(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO instant as a `datetime-local` value in the browser's time zone ('' for none). */
export function localOf(instant: string | null | undefined): string {
  if (!instant) return '';
  const date = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An instant for people as every page shows times (src/lib/date-text.ts), or a dash. */
export const shownOf = (instant: string | null | undefined) => dateText(instant) || '–';
