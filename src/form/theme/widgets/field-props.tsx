/**
 * What every widget's MUI text field shares: its id and name, the translated label (none when
 * rjsf draws it elsewhere), the required mark, the error colour; and the same
 * field read-only, as read-only text (read-only-text.tsx).
 */
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { formContextOf } from '../form-context';
import { ReadOnlyText } from './read-only-text';

export function fieldProps(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, required, disabled, rawErrors = [], registry } = props;
  return {
    id,
    name: htmlName || id,
    label: hideLabel ? undefined : formContextOf(registry).label(label),
    required,
    disabled,
    error: rawErrors.length > 0,
  };
}

/** The field read-only: its label and `text` as read-only text, described by its errors. */
export function ReadOnlyField({ props, text, multiline }: { props: WidgetProps; text: string; multiline?: boolean }) {
  const { id, name, label } = fieldProps(props);
  return <ReadOnlyText id={id} name={name} label={label} text={text} multiline={multiline} describedBy={ariaDescribedByIds(id, false)} />;
}
