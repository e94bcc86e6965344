/**
 * A date or time typed into the plain input that stands in for the picker while its chunk
 * loads (lazy-picker-input.tsx), without dayjs (it comes with the picker). The display is ISO
 * in every language (formats.ts, decision 0117), so value and display differ only by the
 * date-time's separator: `YYYY-MM-DDTHH:mm` stored, `YYYY-MM-DD HH:mm` shown.
 */
import type { PickerKind } from './formats';

const DISPLAY: Record<PickerKind, RegExp> = {
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  time: /^()()()(\d{2}):(\d{2})$/,
  datetime: /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/,
};

/** What the picker's placeholder says: the display format. */
export const PLAIN_PLACEHOLDER: Record<PickerKind, string> = { date: 'YYYY-MM-DD', time: 'HH:mm', datetime: 'YYYY-MM-DD HH:mm' };

function possible(year: string, month: string, day: string, hours = '00', minutes = '00'): boolean {
  if (Number(hours) > 23 || Number(minutes) > 59) return false;
  if (!year) return true;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/** The typed text as the stored value; '' for none, a half-typed or an impossible one (as the picker sends). */
export function valueOfTyped(text: string, kind: PickerKind): string {
  const match = DISPLAY[kind].exec(text.trim());
  if (!match) return '';
  const [, year, month, day, hours, minutes] = match;
  if (!possible(year, month, day, hours, minutes)) return '';
  return kind === 'datetime' ? text.trim().replace(' ', 'T') : text.trim();
}

/** A stored value as the plain input shows it. */
export const typedOfValue = (value: string, kind: PickerKind): string => (kind === 'datetime' ? value.replace('T', ' ') : value);
