/**
 * The shared date picker (picker-input.tsx) loaded at first use: MUI X pickers are ≈ 60 KB gz,
 * too much for a page's first load (decision 0143). Until the chunk arrives a plain text input
 * stands in its place — the same id, name, label, value, size and error state, typed from the
 * keyboard in the same format (plain-text.ts), so nothing moves and nothing typed is lost: a
 * complete value is sent as the picker would send it, a half-typed one as ''. A field focused
 * while waiting keeps the focus when the picker takes over.
 */
import { lazy, Suspense, useState } from 'react';
import TextField from '@mui/material/TextField';
import { fieldPropsOf } from './field-props';
import { preloadPicker } from './picker-chunk';
import type { PickerInputProps } from './picker-input';
import { PLAIN_PLACEHOLDER, typedOfValue, valueOfTyped } from './plain-text';

const Picker = lazy(preloadPicker);

function PlainInput(props: PickerInputProps & { onFocusChange: (focused: boolean) => void }) {
  const { kind, label, value, onChange, onBlur, onFocus, describedBy, onFocusChange } = props;
  const [text, setText] = useState(() => typedOfValue(value, kind));
  return (
    <TextField
      {...fieldPropsOf(props)}
      label={label}
      value={text}
      placeholder={PLAIN_PLACEHOLDER[kind]}
      autoComplete="off"
      onChange={(event) => {
        setText(event.target.value);
        onChange(valueOfTyped(event.target.value, kind));
      }}
      onFocus={() => {
        onFocusChange(true);
        onFocus?.(value);
      }}
      onBlur={() => {
        onFocusChange(false);
        onBlur?.(value);
      }}
      slotProps={{ htmlInput: { 'aria-describedby': describedBy || undefined } }}
    />
  );
}

/** PickerInput, fetched when first drawn; a plain input until then. */
export function LazyPickerInput(props: PickerInputProps) {
  const [focused, setFocused] = useState(false);
  return (
    <Suspense fallback={<PlainInput {...props} onFocusChange={setFocused} />}>
      <Picker {...props} autoFocus={props.autoFocus || focused} />
    </Suspense>
  );
}
