/**
 * One rjsf Form over one block: a top-level field, or the list item being edited. The Form
 * keeps its own state while the user types (uncontrolled) and reports each change to the
 * caller; it remounts only when the document is replaced. rjsf does no live validation: errors
 * come from the store (Tikrinti, the draft's check errors, a field judged on blur or while in
 * error: FieldBlock), shown inline through `extraErrors`.
 */
import { Fragment, memo, useCallback, useMemo } from 'react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldError } from '../../domain/schema/field-errors';
import { toErrorSchema } from '../engine/error-schema';
import { DEFAULT_STATE_BEHAVIOR, mergeAllOf } from '../engine/merge-all-of';
import { formFields, formTemplates, formWidgets } from '../theme';
import { useFormSession } from './form-session';
import { useReadOnly } from './read-only-scope';

/**
 * In place of rjsf's submit button (the block's ui schema never draws it): one element for
 * every render, so a keystroke does not run the button's template again.
 */
const NO_SUBMIT_BUTTON = <Fragment />;

/** rjsf's own lists (values drawn by rjsf, not by ArrayTable) without their editing buttons. */
const NO_LIST_BUTTONS = { addable: false, removable: false, orderable: false, copyable: false };

export interface BlockFormProps {
  /** prefix of the field ids: the top-level field, or `<list>.<index>` for an item */
  idPrefix: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  initialData: unknown;
  /** the document's errors under `errorBase` */
  errors: readonly FieldError[];
  /** pointer of the block's value in the document */
  errorBase: string;
  /** a new value; `derived` when rjsf produced it without the user (e.g. filling a constant) */
  onChange: (value: unknown, derived: boolean) => void;
}

export const BlockForm = memo(function BlockForm({ idPrefix, schema, uiSchema, initialData, errors, errorBase, onChange }: BlockFormProps) {
  const { type, formContext, translateString, message } = useFormSession();
  const extraErrors = useMemo(() => toErrorSchema(errors, errorBase, message), [errors, errorBase, message]);
  const handleChange = useCallback((event: IChangeEvent, id?: string) => onChange(event.formData, id === undefined), [onChange]);
  const readOnly = useReadOnly();
  const shownUi = useMemo(
    () => (readOnly ? { ...uiSchema, 'ui:globalOptions': { ...uiSchema['ui:globalOptions'], ...NO_LIST_BUTTONS } } : uiSchema),
    [readOnly, uiSchema],
  );
  return (
    <Form
      tagName="div"
      schema={schema}
      uiSchema={shownUi}
      readonly={readOnly}
      validator={type.validator}
      initialFormData={initialData}
      onChange={handleChange}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      idPrefix={idPrefix}
      idSeparator="."
      formContext={formContext}
      translateString={translateString}
      templates={formTemplates}
      fields={formFields}
      widgets={formWidgets}
      experimental_defaultFormStateBehavior={DEFAULT_STATE_BEHAVIOR}
      experimental_customMergeAllOf={mergeAllOf}
    >
      {NO_SUBMIT_BUTTON}
    </Form>
  );
});
