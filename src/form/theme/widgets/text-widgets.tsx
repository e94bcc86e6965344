/**
 * The text-like widgets: plain text (routing numbers, days of month and classifier fields to their own widgets),
 * dates with the bounds of notAfterToday/notBeforeToday and times (HH:mm) on the shared pickers
 * (picker-widget.tsx), e-mail addresses. Text inputs draw our BaseInputTemplate directly.
 */
import type { WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from '../base-input-template';
import { PickerWidget } from './picker-widget';
import { formContextOf } from '../form-context';
import { ClassifierWidget } from './classifier-widget';
import { DayOfMonthWidget } from './day-of-month-widget';
import { NumberWidget } from './number-widget';

export function TextWidget(props: WidgetProps) {
  const { schema } = props;
  if (schema.type === 'number' || schema.type === 'integer') return <NumberWidget {...props} />;
  if (schema.format === 'day-of-month') return <DayOfMonthWidget {...props} />;
  if (typeof (schema as { classifier?: unknown }).classifier === 'string') return <ClassifierWidget {...props} />;
  return <BaseInputTemplate {...props} />;
}

/** A calendar date (YYYY-MM-DD); the calendar stops at today where the schema says so. */
export function DateWidget(props: WidgetProps) {
  const { schema, registry } = props;
  const { today } = formContextOf(registry);
  const bounds = schema as { notAfterToday?: boolean; notBeforeToday?: boolean };
  const limits = today ? { ...(bounds.notAfterToday ? { max: today } : {}), ...(bounds.notBeforeToday ? { min: today } : {}) } : {};
  return <PickerWidget {...props} kind="date" {...limits} />;
}

/** A time of day, 24-hour HH:mm. */
export function TimeWidget(props: WidgetProps) {
  return <PickerWidget {...props} kind="time" />;
}

export function EmailWidget(props: WidgetProps) {
  return <BaseInputTemplate {...props} type="email" />;
}
