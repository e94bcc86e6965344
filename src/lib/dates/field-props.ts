/**
 * The text field's props the picker (picker-input.tsx) and its plain stand-in
 * (lazy-picker-input.tsx) both take from PickerInputProps, so the field keeps its id, name,
 * size and error state when the picker takes over. Kept apart from picker-input.tsx: the stand-in
 * must not pull the picker's chunk.
 */
import type { PickerInputProps } from './picker-input';

export function fieldPropsOf(props: PickerInputProps) {
  const { id, name, required, disabled, error, helperText, size, fullWidth = true } = props;
  return { id, name: name ?? id, required, disabled, error, helperText, size, fullWidth };
}
