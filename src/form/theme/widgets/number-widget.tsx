/**
 * Numbers and amounts in EUR (fields with the `eur` keyword): shown as `1 234,56` with a €
 * sign beside, edited as plain text that accepts a decimal comma. While the field has focus
 * the text is the user's own; leaving it shows the formatted value again. Read-only: `1 234,56 €`.
 */
import { useState, type ChangeEvent } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { formContextOf } from '../form-context';
import { editableNumber, formatEur, formatNumber, parseNumber } from '../number-text';
import { ReadOnlyText } from './read-only-text';

export function NumberWidget(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, schema, rawErrors = [], registry } = props;
  const { label: translate } = formContextOf(registry);
  const amount = (schema as { eur?: unknown }).eur === true;
  const [editing, setEditing] = useState<string | null>(null);
  const shown = editing ?? formatNumber(value, amount);
  if (readonly) {
    const text = amount ? formatEur(value) : shown;
    return <ReadOnlyText id={id} name={htmlName} label={hideLabel ? undefined : translate(label)} text={text} describedBy={ariaDescribedByIds(id, false)} />;
  }
  return (
    <TextField
      id={id}
      name={htmlName || id}
      label={hideLabel ? undefined : translate(label)}
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      value={shown}
      error={rawErrors.length > 0}
      fullWidth
      onChange={({ target }: ChangeEvent<HTMLInputElement>) => {
        setEditing(target.value);
        onChange(parseNumber(target.value));
      }}
      onFocus={() => {
        setEditing(editableNumber(value));
        onFocus(id, value);
      }}
      onBlur={() => {
        setEditing(null);
        onBlur(id, value);
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'aria-describedby': ariaDescribedByIds(id, false) },
        input: amount ? { endAdornment: <InputAdornment position="end">€</InputAdornment> } : undefined,
      }}
    />
  );
}
