/** Asks for a reason before an action that needs one (removing an item from a list, returning an act). */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export function ReasonDialog({ title, open, onClose, onConfirm }: { title: string; open: boolean; onClose: () => void; onConfirm: (reason: string) => void }) {
  const { t } = useTranslation('archive');
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="reason-dialog-title">
      <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <TextField autoFocus fullWidth multiline minRows={2} label={t('reason')} value={reason} onChange={(e) => setReason(e.target.value)} sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!reason.trim()} onClick={() => onConfirm(reason.trim())}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
