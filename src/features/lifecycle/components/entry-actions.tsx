/**
 * The actions on an entry the server lists for this user (`entryActions` of the lifecycle view,
 * spec §6 per type, decision 0095), as buttons. On a registered entry — change, address change,
 * termination — each opens the basis dialog; the server starts the notice (POST
 * /documents/:id/changes) and the page moves to it, to be prepared like any document. On an
 * archived entry the archive restore (`atkurimas`) opens its confirmation (restore-dialog.tsx).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '../../../domain/constants';
import type { EntryAction } from '../../../domain/lifecycle/entry-actions';
import type { ChangeKind } from '../../../domain/lifecycle/notice-kinds';
import { isApiError } from '../../../lib/api/api-error';
import { basisFieldErrors, basisToSend, basisValues, ChangeBasisFields, type BasisField } from '../../../lib/change-basis-fields';
import { startEntryNotice, type ItemRef } from '../api';
import { RestoreDialog } from './restore-dialog';

interface DialogProps {
  item: ItemRef;
  kind: ChangeKind;
  onClose: () => void;
}

function EntryActionDialog({ item, kind, onClose }: DialogProps) {
  const { t } = useTranslation(['workflow', 'common']);
  const navigate = useNavigate();
  const [values, setValues] = useState(() => basisValues());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<BasisField, string>>>({});

  const submit = async () => {
    setBusy(true);
    setProblem(null);
    setFieldErrors({});
    try {
      const created = await startEntryNotice(item, kind, basisToSend(values));
      void navigate(`/dokumentas/${created.id}`);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const byField = basisFieldErrors(error.errors);
      setFieldErrors(byField);
      setProblem(Object.keys(byField).length > 0 && error.status === 422 ? null : error.message);
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
      aria-labelledby="iraso-veiksmas"
    >
      <DialogTitle id="iraso-veiksmas">{t(`lifecycle.noticeKinds.${kind}`, { ns: 'common' })}</DialogTitle>
      <DialogContent>
        <ChangeBasisFields values={values} onChange={setValues} errors={fieldErrors} label={(f) => t(`entryActions.basis.${f}`)} />
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
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {t('entryActions.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface EntryActionsProps {
  item: ItemRef;
  actions: readonly EntryAction[];
  /** after a restore: the entry changed in place (a notice opens a page of its own) */
  onDone: () => void;
}

export function EntryActions({ item, actions, onDone }: EntryActionsProps) {
  const { t } = useTranslation('workflow');
  const [open, setOpen] = useState<EntryAction | null>(null);
  if (actions.length === 0) return null;
  return (
    <Box role="group" aria-label={t('entryActions.title')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
      {actions.map((kind) => (
        <Button key={kind} variant="outlined" onClick={() => setOpen(kind)}>
          {t(`entryActions.${kind}`)}
        </Button>
      ))}
      {open === 'atkurimas' && (
        <RestoreDialog
          item={item}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            onDone();
          }}
        />
      )}
      {open && open !== 'atkurimas' && <EntryActionDialog item={item} kind={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
