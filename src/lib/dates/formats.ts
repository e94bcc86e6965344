/**
 * The one way each language writes dates and times in inputs and pages (decision 0117):
 * ISO order `YYYY-MM-DD`, 24-hour `HH:mm`, in Lithuanian and in English alike, so a date
 * field, a journal filter and the timestamp beside them read the same in every browser.
 * Values travel as the API's strings: `YYYY-MM-DD`, `HH:mm`, `YYYY-MM-DDTHH:mm` (local).
 */
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/lt';
import type { Language } from '../../domain/languages';

dayjs.extend(customParseFormat);

export type PickerKind = 'date' | 'time' | 'datetime';

interface Formats {
  /** what the user sees and types */
  display: Record<PickerKind, string>;
  /** dayjs locale: month and weekday names, the first day of the week */
  dayjsLocale: string;
}

const ISO_DISPLAY: Record<PickerKind, string> = { date: 'YYYY-MM-DD', time: 'HH:mm', datetime: 'YYYY-MM-DD HH:mm' };

const FORMATS: Record<Language, Formats> = {
  lt: { display: ISO_DISPLAY, dayjsLocale: 'lt' },
  en: { display: ISO_DISPLAY, dayjsLocale: 'en' },
};

/** The formats of a language. */
export const formatsOf = (language: Language): Formats => FORMATS[language];

/** How a value is sent and stored. */
export const VALUE_FORMAT: Record<PickerKind, string> = { date: 'YYYY-MM-DD', time: 'HH:mm', datetime: 'YYYY-MM-DDTHH:mm' };

/** A stored value as a picker value: null for none or a value that is not of its kind. */
export function parseValue(value: string | null | undefined, kind: PickerKind): Dayjs | null {
  if (!value) return null;
  const parsed = dayjs(value, VALUE_FORMAT[kind], true);
  return parsed.isValid() ? parsed : null;
}

/** A picker value as the stored string; '' for none or a half-typed, impossible date. */
export function formatValue(value: Dayjs | null, kind: PickerKind): string {
  return value && value.isValid() ? value.format(VALUE_FORMAT[kind]) : '';
}
