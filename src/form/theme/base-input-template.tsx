/**
 * The text input every text-like widget draws (MUI TextField): the translated label, the
 * required mark, a character counter when the schema sets maxLength, errors by colour and by
 * aria-describedby (the error list has the id rjsf gives it). Leaving a code field normalises
 * what was typed (src/domain/schema/normalize-input.ts, the server's rule). Read-only, the
 * value as read-only text (widgets/read-only-text.tsx). The input keeps what is typed itself and
 * hands every change on at once (typed-text-field.tsx): a keystroke does not draw the TextField again.
 */
import type { ChangeEvent, FocusEvent } from 'react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { ariaDescribedByIds, getInputProps } from '@rjsf/utils';
import { normalizeValue } from '../../domain/schema/normalize-input';
import { CharCounter, counterId } from './char-counter';
import { TypedTextField } from './typed-text-field';
import { fieldProps, ReadOnlyField } from './widgets/field-props';

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, placeholder, readonly, type, value, onChange, onChangeOverride, onBlur, onFocus, autofocus, options, schema, multiline, rows } = props;
  const { step, min, max, ...inputType } = getInputProps(schema, type, options);
  const text = value === undefined || value === null ? '' : String(value);
  if (readonly) return <ReadOnlyField props={props} text={text} multiline={Boolean(multiline)} />;
  const maxLength = typeof schema.maxLength === 'number' && inputType.type !== 'number' ? schema.maxLength : undefined;
  const describedBy = [ariaDescribedByIds(id, false), maxLength !== undefined ? counterId(id) : ''].filter(Boolean).join(' ');
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === '' ? options.emptyValue : target.value);
  return (
    <>
      <TypedTextField
        {...fieldProps(props)}
        placeholder={placeholder}
        autoFocus={autofocus}
        type={inputType.type}
        multiline={multiline as boolean | undefined}
        minRows={multiline ? ((rows as number | undefined) ?? 3) : undefined}
        describedBy={describedBy || undefined}
        step={step}
        min={min}
        max={max}
        value={text}
        handlers={{
          onChange: onChangeOverride ?? handleChange,
          onBlur: ({ target }: FocusEvent<HTMLInputElement>) => {
            // codes typed as printed (IBAN in groups, a personal code with spaces) are normalised as the server does
            const normal = normalizeValue(schema.format, target.value);
            if (normal !== target.value) onChange(normal === '' ? options.emptyValue : normal);
            onBlur(id, normal);
          },
          onFocus: ({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value),
        }}
      />
      {maxLength !== undefined && <CharCounter fieldId={id} value={text} max={maxLength} />}
    </>
  );
}
