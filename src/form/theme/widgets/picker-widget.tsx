/**
 * A date or time field of a form on the shared picker (src/lib/dates/picker-input.tsx, fetched
 * at first use by lazy-picker-input.tsx): the
 * translated label, the required mark, errors by colour and by aria-describedby, rjsf's
 * change/blur/focus with the value as the schema stores it ('' → the field's empty value).
 * Read-only, the value as read-only text in the picker's display format.
 */
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { LazyPickerInput } from '../../../lib/dates/lazy-picker-input';
import type { PickerKind } from '../../../lib/dates/formats';
import { typedOfValue } from '../../../lib/dates/plain-text';
import { formContextOf } from '../form-context';
import { ReadOnlyText } from './read-only-text';

export function PickerWidget(props: WidgetProps & { kind: PickerKind; min?: string; max?: string }) {
  const {
    id,
    htmlName,
    kind,
    min,
    max,
    required,
    readonly,
    disabled,
    label,
    hideLabel,
    value,
    onChange,
    onBlur,
    onFocus,
    autofocus,
    options,
    rawErrors = [],
    registry,
  } = props;
  const { label: translate } = formContextOf(registry);
  if (readonly) {
    // shown as the picker shows it (decision 0117), without loading the picker
    const text = typeof value === 'string' ? typedOfValue(value, kind) : '';
    return <ReadOnlyText id={id} name={htmlName} label={hideLabel ? undefined : translate(label)} text={text} describedBy={ariaDescribedByIds(id, false)} />;
  }
  return (
    <LazyPickerInput
      kind={kind}
      id={id}
      name={htmlName || id}
      label={hideLabel ? undefined : translate(label)}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
      onBlur={(current) => onBlur(id, current)}
      onFocus={(current) => onFocus(id, current)}
      min={min}
      max={max}
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      error={rawErrors.length > 0}
      describedBy={ariaDescribedByIds(id, false)}
    />
  );
}
