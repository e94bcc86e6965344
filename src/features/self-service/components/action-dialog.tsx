/**
 * The dialog of one self-service action: the change/termination basis (pagrindas, aprasymas,
 * data, laikas) for the actions that take one, a confirm question for the others, and the
 * server's refusal — field errors under their fields, anything else above the buttons. The
 * server decides; nothing is validated here that it does not.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { basisFieldErrors, basisToSend, basisValues, ChangeBasisFields, type BasisField } from '../../../lib/change-basis-fields';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { TAKES_BASIS, actOnObject, type ActionResult, type ChangeBasis, type TakenAction } from '../api';

export interface ActionDialogProps {
  objectId: number;
  version: number;
  action: TakenAction;
  /** the basis to start from (editing an own notice) */
  basis?: ChangeBasis | null;
  onClose: () => void;
  onDone: (result: ActionResult) => void;
}

export function ActionDialog({ objectId, version, action, basis, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation('selfService');
  const navigate = useNavigate();
  const takesBasis = TAKES_BASIS.includes(action);
  const [values, setValues] = useState(() => basisValues(basis));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<BasisField, string>>>({});
  /** the user's own open notice of the same kind, when the server refused a second one */
  const [openNotice, setOpenNotice] = useState<number | null>(null);

  const submit = async () => {
    setBusy(true);
    setProblem(null);
    setFieldErrors({});
    try {
      onDone(await actOnObject(objectId, action, version, takesBasis ? { pagrindas: basisToSend(values) } : undefined));
    } catch (error) {
      if (!isApiError(error)) throw error;
      const byField = basisFieldErrors(error.errors);
      setFieldErrors(byField);
      const own = error.errors.find((e) => e.messageKey === 'errors.notice_already_open')?.params?.noticeId;
      setOpenNotice(typeof own === 'number' ? own : null);
      setProblem(Object.keys(byField).length > 0 && error.status === 422 ? null : error.message);
    } finally {
      setBusy(false);
    }
  };

  const title = takesBasis ? t(`basis.title.${action}`) : t(`actions.${action}`);
  return (
    <ConfirmDialog
      titleId="savitarna-veiksmas"
      title={title}
      busy={busy}
      onClose={onClose}
      cancelLabel={takesBasis ? t('basis.cancel') : t('confirm.no')}
      submitLabel={takesBasis ? (action === 'redaguoti' ? t('basis.save') : t('basis.submit')) : t('confirm.yes')}
      submit={{ onSubmit: () => void submit() }}
      problem={
        problem && (
          <>
            {problem}
            {openNotice !== null && (
              <Button
                size="small"
                sx={{ display: 'block', mt: 1 }}
                onClick={() => {
                  onClose();
                  void navigate(`/dokumentas/${openNotice}`);
                }}
              >
                {t('openNotices.open')}
              </Button>
            )}
          </>
        )
      }
    >
      {takesBasis ? (
        <ChangeBasisFields values={values} onChange={setValues} errors={fieldErrors} label={(f) => t(`basis.${f}`)} />
      ) : (
        <DialogContentText>{t(`confirm.${action}`)}</DialogContentText>
      )}
    </ConfirmDialog>
  );
}
