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
import { useAdminWrite } from './use-admin-write';

/** What the page that opens a record dialog gives it. */
export interface AdminDialogHost {
  onClose: () => void;
  /** a write succeeded: the page closes the dialog and reads again */
  onSaved: () => void;
}

/** A record dialog's writes: `busy` while one runs; `write` hands the page onSaved once one succeeded. */
export function useAdminDialog({ onClose, onSaved }: AdminDialogHost) {
  const { busy, run } = useAdminWrite();
  const write = async (work: () => Promise<unknown>, done: string) => {
    if (await run(work, done)) onSaved();
  };
  return { onClose, busy, write };
}
export type AdminDialog = ReturnType<typeof useAdminDialog>;

export interface AdminFormDialogProps {
  /** the title's id (the dialog's accessible name); the form's is `<id>-duomenys` */
  id: string;
  title: string;
  maxWidth: 'sm' | 'md';
  /** closing and the writes' state (useAdminDialog) */
  dialog: Pick<AdminDialog, 'onClose' | 'busy'>;
  /** saves the record; null while a required field is empty (save is not offered) */
  save: (() => void) | null;
  /** the form's fields */
  children: ReactNode;
  /** shown under the form (e.g. a user's sessions) */
  after?: ReactNode;
  /** the record's own buttons, before cancel (e.g. retire) */
  actions?: ReactNode;
}

export function AdminFormDialog(p: AdminFormDialogProps) {
  const { t } = useTranslation('admin');
  const { onClose, busy } = p.dialog;
  const formId = `${p.id}-duomenys`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={p.maxWidth} aria-labelledby={p.id}>
      <DialogTitle id={p.id}>{p.title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            p.save?.();
          }}
        >
          {p.children}
        </Stack>
        {p.after}
      </DialogContent>
      <DialogActions>
        {p.actions}
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy || !p.save}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
