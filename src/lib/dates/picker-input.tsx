/**
 * A date, time or date-and-time input on MUI X pickers (decision 0117): typed from the
 * keyboard section by section (or pasted whole), a calendar or clock behind its button, the
 * language's one format (formats.ts) and the language's texts (`pickers` in locales/<lng>/common.json, a deferred section) in
 * every browser — never the browser's own picker. Values are the API's strings.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import { isLanguage } from '../../domain/languages';
import { fieldPropsOf } from './field-props';
import { formatsOf, formatValue, parseValue, type PickerKind } from './formats';

export interface PickerInputProps {
  kind: PickerKind;
  id?: string;
  name?: string;
  label?: string;
  /** `YYYY-MM-DD`, `HH:mm` or `YYYY-MM-DDTHH:mm`; '' for none */
  value: string;
  /** the new value; '' while empty or half-typed */
  onChange: (value: string) => void;
  onBlur?: (value: string) => void;
  onFocus?: (value: string) => void;
  /** earliest and latest value allowed in the calendar, same format as value */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  autoFocus?: boolean;
  /** ids of the texts that describe the input (errors, a counter) */
  describedBy?: string;
}

const PICKERS = { date: DesktopDatePicker, time: DesktopTimePicker, datetime: DesktopDateTimePicker } as const;

/** The pickers' texts in the page's language (`common` → `pickers`). */
function usePickerTexts(): { localeText: Partial<PickersLocaleText>; language: string } {
  const { t: translate, i18n } = useTranslation();
  const t = useMemo(() => (key: string, params?: Record<string, unknown>) => translate(`pickers.${key}`, params ?? {}), [translate]);
  const language = isLanguage(i18n.language) ? i18n.language : 'lt';
  const localeText = useMemo<Partial<PickersLocaleText>>(
    () => ({
      previousMonth: t('previousMonth'),
      nextMonth: t('nextMonth'),
      openPreviousView: t('openPreviousView'),
      openNextView: t('openNextView'),
      calendarViewSwitchingButtonAriaLabel: (view) => t(view === 'year' ? 'yearViewOpen' : 'calendarViewOpen'),
      cancelButtonLabel: t('cancel'),
      clearButtonLabel: t('clear'),
      okButtonLabel: t('ok'),
      todayButtonLabel: t('today'),
      nextStepButtonLabel: t('next'),
      datePickerToolbarTitle: t('chooseDate'),
      dateTimePickerToolbarTitle: t('chooseDateTime'),
      timePickerToolbarTitle: t('chooseTime'),
      openDatePickerDialogue: (formatted) => (formatted ? t('chooseDateSelected', { value: formatted }) : t('chooseDate')),
      openTimePickerDialogue: (formatted) => (formatted ? t('chooseTimeSelected', { value: formatted }) : t('chooseTime')),
      selectViewText: (view) => t('selectView', { view: t(`view.${view}`) }),
      fieldClearLabel: t('clear'),
      dateTableLabel: t('dateTable'),
      timeTableLabel: t('timeTable'),
      fieldYearPlaceholder: (params) => t('placeholder.year').repeat(params.digitAmount),
      fieldMonthPlaceholder: () => t('placeholder.month'),
      fieldDayPlaceholder: () => t('placeholder.day'),
      fieldHoursPlaceholder: () => t('placeholder.hours'),
      fieldMinutesPlaceholder: () => t('placeholder.minutes'),
      year: t('view.year'),
      month: t('view.month'),
      day: t('view.day'),
      hours: t('view.hours'),
      minutes: t('view.minutes'),
      seconds: t('view.seconds'),
      empty: t('empty'),
    }),
    [t],
  );
  return { localeText, language };
}

export function PickerInput(props: PickerInputProps) {
  const { kind, label, value, onChange, onBlur, onFocus, min, max, disabled, autoFocus, describedBy } = props;
  const { localeText, language } = usePickerTexts();
  const formats = formatsOf(isLanguage(language) ? language : 'lt');
  const Picker = PICKERS[kind];
  const limits = {
    ...(min ? (kind === 'time' ? { minTime: parseValue(min, kind) } : { minDate: parseValue(min, kind) }) : {}),
    ...(max ? (kind === 'time' ? { maxTime: parseValue(max, kind) } : { maxDate: parseValue(max, kind) }) : {}),
    ...(kind === 'date' ? {} : { ampm: false }),
  } as Record<string, Dayjs | null | boolean>;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={formats.dayjsLocale} localeText={localeText}>
      <Picker
        label={label}
        value={parseValue(value, kind)}
        onChange={(next: Dayjs | null) => onChange(formatValue(next, kind))}
        format={formats.display[kind]}
        disabled={disabled}
        autoFocus={autoFocus}
        enableAccessibleFieldDOMStructure={false}
        {...limits}
        slotProps={{
          textField: {
            ...fieldPropsOf(props),
            onBlur: () => onBlur?.(value),
            onFocus: () => onFocus?.(value),
            inputProps: { 'aria-describedby': describedBy || undefined },
          },
        }}
      />
    </LocalizationProvider>
  );
}
