/**
 * The confirm dialog of one status action (spec §4): the action's question word for word,
 * the fields of its form (grazinti, atmesti, iregistruoti; the missed-deadline reason when
 * the decision deadline has passed), and the server's refusal when there is one — the spec's
 * critical-error text with the issues, field errors under their fields. Nothing is validated
 * here that the server does not decide: the server's answer is the truth.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '../../../domain/constants';
import type { FieldError } from '../../../lib/api/api-error';
import { PickerInput } from '../../../lib/dates/picker-input';
import { translateServerText } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { takeAction, type ActionResult, type ActionView, type ItemRef } from '../api';
import { dialogFields, dialogWidthOf, formToSend } from '../form-fields';
import { refusalOf, type Refusal } from '../refusal';
import { IssueList } from './issue-list';
import { RefusalText } from './refusal-text';

export interface ActionDialogProps {
  /** the document, request or certificate acted on */
  item: ItemRef;
  version: number;
  action: ActionView;
  /** initial values (the view's defaults, e.g. grazinti's five-working-day deadline) */
  defaults?: Record<string, string>;
  onClose: () => void;
  onDone: (result: ActionResult) => void;
  /** the document changed since it was read (412): the page reloads */
  onStale: () => void;
  /** warnings of the errors check for an errors-checked action: shown, never blocking (spec §4) */
  warnings?: readonly FieldError[];
}

export function ActionDialog({ item, version, action, defaults, onClose, onDone, onStale, warnings = [] }: ActionDialogProps) {
  const { t, i18n } = useTranslation(['workflow', 'common']);
  const fields = dialogFields(action.action, action.missedDeadlineReasonRequired);
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...defaults }));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const width = DIALOG_WIDTH[dialogWidthOf(fields)];
  const titleId = `veiksmas-${action.action}`;

  const submit = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      onDone(await takeAction(item, action.action, version, formToSend(fields, values)));
    } catch (error) {
      const next = refusalOf(error, fields);
      if (next.stale) onStale();
      setRefusal(next);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      titleId={titleId}
      title={t(`lifecycle.actions.${action.action}`, { ns: 'common' })}
      width={width}
      busy={busy}
      onClose={onClose}
      cancelLabel={t('dialog.cancel')}
      submitLabel={fields.length > 0 ? t('dialog.submit') : t('dialog.confirm')}
      submit={{ form: `${titleId}-forma` }}
      problem={refusal && <RefusalText refusal={refusal} />}
    >
      <DialogContentText sx={{ mb: fields.length > 0 ? 2 : 0 }}>{t(action.confirmKey, { ns: 'common' })}</DialogContentText>
      <Stack
        component="form"
        id={`${titleId}-forma`}
        noValidate
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {fields.map((field) => {
          const error = refusal?.fieldErrors[field.name];
          const common = {
            id: `${titleId}-${field.name}`,
            name: field.name,
            label: t(field.titleKey, { ns: 'common' }),
            required: field.required,
            error: Boolean(error),
            helperText: error ? translateServerText(i18n, error.messageKey, error.params) : undefined,
          };
          if (field.kind === 'date')
            return (
              <PickerInput
                key={field.name}
                kind="date"
                {...common}
                value={values[field.name] ?? ''}
                onChange={(next) => setValues((v) => ({ ...v, [field.name]: next }))}
              />
            );
          return (
            <TextField
              key={field.name}
              {...common}
              multiline={field.kind === 'multiline'}
              minRows={field.kind === 'multiline' ? 3 : undefined}
              value={values[field.name] ?? ''}
              onChange={(event) => setValues((v) => ({ ...v, [field.name]: event.target.value }))}
              slotProps={{ htmlInput: { maxLength: field.maxLength } }}
              fullWidth
            />
          );
        })}
      </Stack>
      {warnings.length > 0 && !refusal && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('dialog.warnings')}
          <IssueList issues={warnings} />
        </Alert>
      )}
    </ConfirmDialog>
  );
}
