/**
 * One rjsf Form over one block: a top-level field, or the list item being edited. The Form
 * keeps its own state while the user types (uncontrolled) and reports each change to the
 * caller; it remounts only when the document is replaced. rjsf does no live validation: errors
 * come from the store (Tikrinti, the draft's check errors, a field judged on blur or while in
 * error: FieldBlock), shown inline through `extraErrors`. Text typed into a plain string field
 * skips rjsf's whole-block change handling (leaf-change-form.ts, decision 0180).
 */
import { Fragment, memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldError } from '../../domain/schema/field-errors';
import { toErrorSchema } from '../engine/error-schema';
import { DEFAULT_STATE_BEHAVIOR, mergeAllOf } from '../engine/merge-all-of';
import { formFields, formTemplates, formWidgets } from '../theme';
import { useFormSession } from './form-session';
import { LeafChangeForm, type LeafChange } from './leaf-change-form';
import { useReadOnly } from './read-only-scope';

/**
 * In place of rjsf's submit button (the block's ui schema never draws it): one element for
 * every render, so a keystroke does not run the button's template again.
 */
const NO_SUBMIT_BUTTON = <Fragment />;

/** rjsf's own lists (values drawn by rjsf, not by ArrayTable) without their editing buttons. */
const NO_LIST_BUTTONS = { addable: false, removable: false, orderable: false, copyable: false };

/** What every block's Form is drawn with: the theme, ids like `field.sub`, no rjsf error list or browser checks. */
const FORM_FIXED = {
  tagName: 'div',
  showErrorList: false,
  noHtml5Validate: true,
  idSeparator: '.',
  templates: formTemplates,
  fields: formFields,
  widgets: formWidgets,
  experimental_defaultFormStateBehavior: DEFAULT_STATE_BEHAVIOR,
  experimental_customMergeAllOf: mergeAllOf,
} as const;

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
  /**
   * A new value; `derived` when rjsf produced it without the user (e.g. filling a constant).
   * `leaf`: the change only set this text at this path of the block (given only to a form with
   * `stored`, when the store holds what the form itself last wrote: the text set into the
   * store's value is then the whole change).
   */
  onChange: (value: unknown, derived: boolean, leaf?: LeafChange) => void;
  /**
   * The block's value in the store now, for a form that writes to the store. rjsf reports the
   * defaults it adds while the form is constructed, inside a render React may have started
   * before the store last changed (a tab drawn anew while the user typed into the one it
   * replaces): a derived change of a form drawn from data the store has since left is not
   * written, and `onStale` draws the form again from the store.
   */
  stored?: () => unknown;
  onStale?: () => void;
}

export const BlockForm = memo(function BlockForm({ idPrefix, schema, uiSchema, initialData, errors, errorBase, onChange, stored, onStale }: BlockFormProps) {
  const { type, formContext, translateString, message } = useFormSession();
  const extraErrors = useMemo(() => toErrorSchema(errors, errorBase, message), [errors, errorBase, message]);
  // what this form holds as the store's value: the data it was drawn from, then what it wrote
  const basis = useRef(initialData);
  // whether the store holds what this form wrote (rather than the data it was drawn from)
  const wrote = useRef(false);
  const handleChange = useCallback(
    (event: IChangeEvent, id?: string, leaf?: LeafChange) => {
      const derived = id === undefined;
      const current = stored !== undefined && Object.is(stored(), basis.current);
      if (stored && derived && !current) return;
      if (leaf && current && wrote.current) onChange(event.formData, false, leaf);
      else onChange(event.formData, derived);
      wrote.current = true;
      if (stored) basis.current = stored();
    },
    [onChange, stored],
  );
  useLayoutEffect(() => {
    if (stored && onStale && !Object.is(stored(), basis.current)) onStale();
    // once, when the form is shown: later changes of the store are its own (or replace the document: a new form)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const readOnly = useReadOnly();
  const shownUi = useMemo(
    () => (readOnly ? { ...uiSchema, 'ui:globalOptions': { ...uiSchema['ui:globalOptions'], ...NO_LIST_BUTTONS } } : uiSchema),
    [readOnly, uiSchema],
  );
  return (
    <LeafChangeForm
      {...FORM_FIXED}
      schema={schema}
      uiSchema={shownUi}
      readonly={readOnly}
      validator={type.validator}
      initialFormData={initialData}
      onChange={handleChange}
      extraErrors={extraErrors}
      idPrefix={idPrefix}
      formContext={formContext}
      translateString={translateString}
    >
      {NO_SUBMIT_BUTTON}
    </LeafChangeForm>
  );
});
