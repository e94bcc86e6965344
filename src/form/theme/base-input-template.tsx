/**
 * The text input every text-like widget draws (MUI TextField): the translated label, the
 * required mark, a character counter when the schema sets maxLength, errors by colour and by
 * aria-describedby (the error list has the id rjsf gives it). Leaving a code field normalises
 * what was typed (src/domain/schema/normalize-input.ts, the server's rule). Read-only, the
 * value as read-only text (widgets/read-only-text.tsx).
 */
import type { ChangeEvent, FocusEvent } from 'react';
import TextField from '@mui/material/TextField';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { ariaDescribedByIds, getInputProps } from '@rjsf/utils';
import { normalizeValue } from '../../domain/schema/normalize-input';
import { CharCounter, counterId } from './char-counter';
import { formContextOf } from './form-context';
import { ReadOnlyText } from './widgets/read-only-text';

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    placeholder,
    required,
    readonly,
    disabled,
    type,
    label,
    hideLabel,
    value,
    onChange,
    onChangeOverride,
    onBlur,
    onFocus,
    autofocus,
    options,
    schema,
    rawErrors = [],
    registry,
    multiline,
    rows,
  } = props;
  const { label: translate } = formContextOf(registry);
  const { step, min, max, ...inputType } = getInputProps(schema, type, options);
  const text = value === undefined || value === null ? '' : String(value);
  const maxLength = typeof schema.maxLength === 'number' && inputType.type !== 'number' ? schema.maxLength : undefined;
  const describedBy = [ariaDescribedByIds(id, false), maxLength !== undefined ? counterId(id) : ''].filter(Boolean).join(' ');
  if (readonly) {
    return (
      <ReadOnlyText
        id={id}
        name={htmlName}
        label={hideLabel ? undefined : translate(label)}
        text={text}
        multiline={Boolean(multiline)}
        describedBy={ariaDescribedByIds(id, false)}
      />
    );
  }
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === '' ? options.emptyValue : target.value);
  return (
    <>
      <TextField
        id={id}
        name={htmlName || id}
        label={hideLabel ? undefined : translate(label)}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
        autoFocus={autofocus}
        type={inputType.type}
        multiline={multiline as boolean | undefined}
        minRows={multiline ? ((rows as number | undefined) ?? 3) : undefined}
        value={text}
        error={rawErrors.length > 0}
        onChange={onChangeOverride ?? handleChange}
        onBlur={({ target }: FocusEvent<HTMLInputElement>) => {
          // codes typed as printed (IBAN in groups, a personal code with spaces) are normalised as the server does
          const normal = normalizeValue(schema.format, target.value);
          if (normal !== target.value) onChange(normal === '' ? options.emptyValue : normal);
          onBlur(id, normal);
        }}
        onFocus={({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value)}
        fullWidth
        slotProps={{
          htmlInput: { step, min, max, 'aria-describedby': describedBy || undefined },
        }}
      />
      {maxLength !== undefined && <CharCounter fieldId={id} value={text} max={maxLength} />}
    </>
  );
}
