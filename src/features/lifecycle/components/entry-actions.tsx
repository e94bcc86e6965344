/**
 * The actions on an entry the server lists for this user (`entryActions` of the lifecycle view,
 * spec §6 per type, decision 0095), as buttons. On a registered entry — change, address change,
 * termination — each opens the basis dialog; the server starts the notice (POST
 * /documents/:id/changes) and the page moves to it, to be prepared like any document. On an
 * archived entry the archive restore (`atkurimas`) opens its confirmation (restore-dialog.tsx).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EntryAction } from '../../../domain/lifecycle/entry-actions';
import type { ChangeKind } from '../../../domain/lifecycle/notice-kinds';
import { isApiError } from '../../../lib/api/api-error';
import { basisFieldErrors, basisToSend, basisValues, ChangeBasisFields, type BasisField } from '../../../lib/change-basis-fields';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
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
    <ConfirmDialog
      titleId="iraso-veiksmas"
      title={t(`lifecycle.noticeKinds.${kind}`, { ns: 'common' })}
      busy={busy}
      onClose={onClose}
      cancelLabel={t('entryActions.cancel')}
      submitLabel={t('entryActions.submit')}
      submit={{ onSubmit: () => void submit() }}
      problem={problem}
    >
      <ChangeBasisFields values={values} onChange={setValues} errors={fieldErrors} label={(f) => t(`entryActions.basis.${f}`)} />
    </ConfirmDialog>
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
