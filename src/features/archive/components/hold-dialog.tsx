/** Asks for the case a legal hold is for and its reason (both required, as the server requires). */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export function HoldDialog({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: (caseReference: string, reason: string) => void }) {
  const { t } = useTranslation('archive');
  const [caseReference, setCaseReference] = useState('');
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="hold-dialog-title">
      <DialogTitle id="hold-dialog-title">{t('holds.setTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          required
          label={t('holds.case')}
          value={caseReference}
          onChange={(e) => setCaseReference(e.target.value)}
          sx={{ mt: 1 }}
          inputProps={{ maxLength: 200 }}
        />
        <TextField fullWidth required multiline minRows={2} label={t('reason')} value={reason} onChange={(e) => setReason(e.target.value)} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!caseReference.trim() || !reason.trim()} onClick={() => onConfirm(caseReference.trim(), reason.trim())}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
