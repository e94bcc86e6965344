/**
 * The archive restore (`atkurimas`, decision 0107) of a deregistered entry: the user confirms
 * and gives the reason; the server checks who may (the type's atkurimas roles) and refuses a
 * destroyed entry or one on a destruction list, shown here. Success is the server's
 * meta.message (decision 0096); the page then re-reads the entry, back in force.
 */
import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { restoreArchivedEntry, type ItemRef } from '../api';

export interface RestoreDialogProps {
  item: ItemRef;
  onClose: () => void;
  onDone: () => void;
}

export function RestoreDialog({ item, onClose, onDone }: RestoreDialogProps) {
  const { t } = useTranslation('workflow');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await restoreArchivedEntry(item, reason.trim());
      onDone();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setProblem(error.message);
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      titleId="iraso-atkurimas"
      title={t('entryActions.restore.title')}
      busy={busy}
      onClose={onClose}
      cancelLabel={t('entryActions.cancel')}
      submitLabel={t('entryActions.restore.submit')}
      submit={{ onSubmit: () => void submit() }}
      submitDisabled={!reason.trim()}
      problem={problem}
    >
      <DialogContentText>{t('entryActions.restore.confirm')}</DialogContentText>
      <TextField
        autoFocus
        required
        fullWidth
        multiline
        minRows={2}
        label={t('entryActions.restore.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        sx={{ mt: 2 }}
      />
    </ConfirmDialog>
  );
}
