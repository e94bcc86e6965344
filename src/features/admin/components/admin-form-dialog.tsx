/**
 * The dialog of an administration record (a user, a classifier value): the title, a form whose
 * fields the caller gives (Enter submits it once it is complete), what follows the form, the
 * record's own buttons, cancel and save (disabled while a write runs or the form is incomplete).
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export interface AdminFormDialogProps {
  /** the title's id (the dialog's accessible name) and the form's id */
  titleId: string;
  formId: string;
  title: string;
  maxWidth: 'sm' | 'md';
  busy: boolean;
  /** every required field filled in: save is offered */
  complete: boolean;
  onSave: () => void;
  onClose: () => void;
  /** the form's fields */
  children: ReactNode;
  /** shown under the form (e.g. a user's sessions) */
  after?: ReactNode;
  /** the record's own buttons, before cancel (e.g. retire) */
  actions?: ReactNode;
}

export function AdminFormDialog(p: AdminFormDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open onClose={p.onClose} fullWidth maxWidth={p.maxWidth} aria-labelledby={p.titleId}>
      <DialogTitle id={p.titleId}>{p.title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={p.formId}
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            if (p.complete) p.onSave();
          }}
        >
          {p.children}
        </Stack>
        {p.after}
      </DialogContent>
      <DialogActions>
        {p.actions}
        <Button onClick={p.onClose}>{t('cancel')}</Button>
        <Button type="submit" form={p.formId} variant="contained" disabled={p.busy || !p.complete}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
