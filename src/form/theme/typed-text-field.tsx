/**
 * An MUI TextField whose text lives in the input itself while the user types: every change is
 * handed on at once (`onChange`, in the same event, so a click on Išsaugoti right after typing
 * saves every character), but the field does not draw again for text it already shows — a
 * keystroke skips the TextField's whole subtree (label, outline, input base and their styles).
 * A value that does not come from typing (normalised on leaving, replaced by rjsf) is put into
 * the input. Everything else is drawn as given and, when it changes, redrawn.
 */
import { memo, useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent, type RefObject } from 'react';
import TextField from '@mui/material/TextField';

export interface TypedTextFieldHandlers {
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus: (event: FocusEvent<HTMLInputElement>) => void;
}

/** What the field shows besides its text: plain values, so that equal ones skip the redraw. */
export interface TypedTextFieldLook {
  id: string;
  name: string;
  label: string | undefined;
  placeholder: string | undefined;
  required: boolean | undefined;
  disabled: boolean | undefined;
  autoFocus: boolean | undefined;
  type: string | undefined;
  multiline: boolean | undefined;
  minRows: number | undefined;
  error: boolean;
  describedBy: string | undefined;
  step: number | string | undefined;
  min: number | string | undefined;
  max: number | string | undefined;
}

interface FieldProps extends TypedTextFieldLook {
  /** the text when the field is drawn anew; ignored afterwards (the input holds it) */
  initial: string;
  input: RefObject<HTMLInputElement | null>;
  handlers: RefObject<TypedTextFieldHandlers>;
}

const Field = memo(
  function Field({ initial, input, handlers, describedBy, step, min, max, ...look }: FieldProps) {
    return (
      <TextField
        {...look}
        defaultValue={initial}
        inputRef={input}
        fullWidth
        onChange={(event: ChangeEvent<HTMLInputElement>) => handlers.current.onChange(event)}
        onBlur={(event: FocusEvent<HTMLInputElement>) => handlers.current.onBlur(event)}
        onFocus={(event: FocusEvent<HTMLInputElement>) => handlers.current.onFocus(event)}
        slotProps={{ htmlInput: { step, min, max, 'aria-describedby': describedBy } }}
      />
    );
  },
  (before, after) => (Object.keys(after) as (keyof FieldProps)[]).every((key) => key === 'initial' || Object.is(before[key], after[key])),
);

export function TypedTextField({ value, handlers, ...look }: TypedTextFieldLook & { value: string; handlers: TypedTextFieldHandlers }) {
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(handlers);
  const [drawn, setDrawn] = useState({ generation: 0, value });
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useLayoutEffect(() => {
    const shown = input.current;
    if (!shown || shown.value === value) return;
    // a value that did not come from typing: the input takes it (same element, focus kept);
    // one that empties or fills the field draws it anew, so that the label moves as it should
    if ((shown.value === '') === (value === '')) shown.value = value;
    else setDrawn(({ generation }) => ({ generation: generation + 1, value }));
  }, [value]);
  return <Field key={drawn.generation} {...look} initial={drawn.value} input={input} handlers={latest} />;
}
