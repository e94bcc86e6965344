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
import { editableNumber, formatEur, formatNumber, parseNumber } from '../number-text';
import { fieldProps, ReadOnlyField } from './field-props';

export function NumberWidget(props: WidgetProps) {
  const { id, value, readonly, autofocus, onChange, onBlur, onFocus, schema } = props;
  const amount = (schema as { eur?: unknown }).eur === true;
  const [editing, setEditing] = useState<string | null>(null);
  const shown = editing ?? formatNumber(value, amount);
  if (readonly) return <ReadOnlyField props={props} text={amount ? formatEur(value) : shown} />;
  return (
    <TextField
      {...fieldProps(props)}
      autoFocus={autofocus}
      value={shown}
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
