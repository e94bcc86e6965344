/**
 * The archive restore (`atkurimas`, decision 0107) of a deregistered entry: the user confirms
 * and gives the reason; the server checks who may (the type's atkurimas roles) and refuses a
 * destroyed entry or one on a destruction list, shown here. Success is the server's
 * meta.message (decision 0096); the page then re-reads the entry, back in force.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '../../../domain/constants';
import { isApiError } from '../../../lib/api/api-error';
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
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={false}
      PaperProps={{ sx: { maxWidth: DIALOG_WIDTH.standard } }}
      aria-labelledby="iraso-atkurimas"
    >
      <DialogTitle id="iraso-atkurimas">{t('entryActions.restore.title')}</DialogTitle>
      <DialogContent>
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
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('entryActions.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy || !reason.trim()}>
          {t('entryActions.restore.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
