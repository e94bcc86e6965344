/**
 * The editor of one list item (a party, an asset, an obligation): a dialog with the item's
 * own rjsf Form. Changes stay in the dialog until "Išsaugoti", which checks the row first: a
 * wrong value (a personal code, a country) keeps the dialog open with its message, fields left
 * empty do not (a draft); "Atšaukti" drops the changes. The item's errors are shown inline. Optional groups left empty are
 * dropped on save (see engine/prune-empty). Read-only (no `onSave`), the item's values as
 * read-only text and only "Uždaryti".
 */
import { useCallback, useEffect, useId, useRef } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { keepsRowOpen } from '../engine/field-check';
import { pruneEmptyGroups } from '../engine/prune-empty';
import { useErrorsUnder } from '../hooks/use-document';
import { BlockForm } from './block-form';
import { useFormSession } from './form-session';

export interface ItemEditorDialogProps {
  field: string;
  index: number;
  title: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  initial: unknown;
  /** id of an input to focus once open (a field the error summary points at) */
  focusId?: string;
  /** null: the item is shown read-only (inside a ReadOnlyScope) */
  onSave: ((value: unknown) => void) | null;
  onCancel: () => void;
}

export function ItemEditorDialog({ field, index, title, schema, uiSchema, initial, focusId, onSave, onCancel }: ItemEditorDialogProps) {
  const { t } = useTranslation('form');
  const titleId = useId();
  const base = `/${field}/${index}`;
  const errors = useErrorsUnder(base);
  const { type, checkItem } = useFormSession();
  const save = () => {
    const item = pruneEmptyGroups(draft.current, schema, type.validator);
    if (onSave && !keepsRowOpen(checkItem(field, index, item))) onSave(item);
  };
  const draft = useRef<unknown>(initial);
  const onChange = useCallback((value: unknown) => {
    draft.current = value;
  }, []);
  useEffect(() => {
    if (!focusId) return;
    // The dialog's content mounts in the same commit; focus after MUI's own focus trap settles.
    const timer = setTimeout(() => document.getElementById(focusId)?.focus(), 0);
    return () => clearTimeout(timer);
  }, [focusId]);
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <BlockForm
          idPrefix={`${field}.${index}`}
          schema={schema}
          uiSchema={uiSchema}
          initialData={initial}
          errors={errors}
          errorBase={base}
          onChange={onChange}
        />
      </DialogContent>
      <DialogActions>
        {onSave ? (
          <>
            <Button onClick={onCancel}>{t('form.cancel')}</Button>
            <Button variant="contained" onClick={save}>
              {t('form.save')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={onCancel}>
            {t('form.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
