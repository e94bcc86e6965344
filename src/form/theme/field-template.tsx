/**
 * Every field's frame: the control (which carries the visible label), its description, errors
 * and help, plus a help button when the field names an active tooltip. Fields whose schema is
 * `false` (excluded by a condition, e.g. a legal person's first name) are not drawn at all.
 */
import FormControl from '@mui/material/FormControl';
import type { FieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { FieldHelp } from './field-help';
import { formContextOf } from './form-context';

/** The control beside its help button: a plain element (no style work per keystroke). */
const FRAME = { display: 'flex', alignItems: 'flex-start', gap: 4 } as const;

export function FieldTemplate(props: FieldTemplateProps) {
  const {
    children,
    classNames,
    style,
    hidden,
    label,
    required,
    rawErrors = [],
    errors,
    help,
    description,
    displayLabel,
    rawDescription,
    schema,
    uiSchema,
    registry,
  } = props;
  if (hidden || (schema as unknown) === false) return <div hidden>{children}</div>;
  const { label: translate, tooltips } = formContextOf(registry);
  const code = getUiOptions(uiSchema).tooltip;
  const helpText = typeof code === 'string' ? tooltips.get(code) : undefined;
  const isObject = schema.type === 'object' || schema.type === 'array';
  // A group or list without errors or help needs no frame of its own (its fields have theirs):
  // a plain element, so that a keystroke in one of its fields runs no style work for the group.
  if (isObject && rawErrors.length === 0 && !helpText) {
    return (
      <div className={classNames} style={style}>
        {children}
        {displayLabel && rawDescription ? description : null}
        {help}
      </div>
    );
  }
  return (
    <div className={classNames} style={{ ...FRAME, ...style }}>
      <FormControl fullWidth error={rawErrors.length > 0} required={required && !isObject}>
        {children}
        {displayLabel && rawDescription ? description : null}
        {errors}
        {help}
      </FormControl>
      {helpText && <FieldHelp text={helpText} fieldLabel={translate(label)} />}
    </div>
  );
}
