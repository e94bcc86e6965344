/**
 * The frame of every dialog that sends one write and waits for the server: the title (the
 * dialog's accessible name), the caller's content, the server's refusal in an alert under it,
 * and the two buttons — cancel and submit. While the write is on its way (busy) the dialog does
 * not close and both buttons are disabled. Width: the spec's dialog widths (DIALOG_WIDTH).
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DIALOG_WIDTH } from '../../domain/constants';

export interface ConfirmDialogProps {
  /** the title's id: the dialog's aria-labelledby */
  titleId: string;
  title: ReactNode;
  /** the paper's largest width in px; the spec's standard 700 unless told */
  width?: number;
  /** a write is on its way */
  busy: boolean;
  onClose: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** what submit does: submits the form with this id in the content (Enter does too), or calls onSubmit */
  submit: { form: string } | { onSubmit: () => void };
  submitDisabled?: boolean;
  /** the submit button in the error colour (a refusal, a removal) */
  danger?: boolean;
  /** the server's refusal (or any problem to show): an error alert under the content */
  problem?: ReactNode;
  children: ReactNode;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { titleId, title, width = DIALOG_WIDTH.standard, busy, onClose, cancelLabel, submitLabel, submit } = props;
  const submitTarget = 'form' in submit ? { type: 'submit' as const, form: submit.form } : { onClick: submit.onSubmit };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={false} slotProps={{ paper: { sx: { maxWidth: width } } }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {props.children}
        {props.problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {props.problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button {...submitTarget} variant="contained" color={props.danger ? 'error' : 'primary'} disabled={busy || props.submitDisabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
