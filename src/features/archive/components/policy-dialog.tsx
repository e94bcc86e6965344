/** Edits one retention policy: whole years (1–100, as the contract bounds them) and its legal basis (required). */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Policy } from '../api';

export function PolicyDialog({ policy, onClose, onConfirm }: { policy: Policy; onClose: () => void; onConfirm: (years: number, legalBasis: string) => void }) {
  const { t } = useTranslation('archive');
  const [years, setYears] = useState(String(policy.years));
  const [legalBasis, setLegalBasis] = useState(policy.legalBasis);
  const n = Number(years);
  const valid = Number.isInteger(n) && n >= 1 && n <= 100 && legalBasis.trim() !== '';
  return (
    <Dialog open onClose={onClose} aria-labelledby="policy-dialog-title">
      <DialogTitle id="policy-dialog-title">{t('policies.editTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          required
          type="number"
          label={t('policies.years')}
          value={years}
          onChange={(e) => setYears(e.target.value)}
          sx={{ mt: 1 }}
          inputProps={{ min: 1, max: 100, step: 1 }}
        />
        <TextField
          fullWidth
          required
          multiline
          minRows={3}
          label={t('policies.legalBasis')}
          value={legalBasis}
          onChange={(e) => setLegalBasis(e.target.value)}
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!valid} onClick={() => onConfirm(n, legalBasis.trim())}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
