/**
 * A date or time field of a form on the shared picker (src/lib/dates/picker-input.tsx, fetched
 * at first use by lazy-picker-input.tsx): the
 * translated label, the required mark, errors by colour and by aria-describedby, rjsf's
 * change/blur/focus with the value as the schema stores it ('' → the field's empty value).
 */
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { LazyPickerInput } from '../../../lib/dates/lazy-picker-input';
import type { PickerKind } from '../../../lib/dates/formats';
import { formContextOf } from '../form-context';

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
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={rawErrors.length > 0}
      describedBy={ariaDescribedByIds(id, false)}
    />
  );
}
