/**
 * The dialog of one self-service action: the change/termination basis (pagrindas, aprasymas,
 * data, laikas) for the actions that take one, a confirm question for the others, and the
 * server's refusal — field errors under their fields, anything else above the buttons. The
 * server decides; nothing is validated here that it does not.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '../../../domain/constants';
import { isApiError } from '../../../lib/api/api-error';
import { i18n, translateServerText } from '../../../lib/i18n';
import { TAKES_BASIS, actOnObject, type ActionResult, type ChangeBasis, type TakenAction } from '../api';

const BASIS_FIELDS = ['pagrindas', 'aprasymas', 'data', 'laikas'] as const;
const INPUT_TYPE: Record<(typeof BASIS_FIELDS)[number], string> = { pagrindas: 'text', aprasymas: 'text', data: 'date', laikas: 'time' };

export interface ActionDialogProps {
  objectId: number;
  version: number;
  action: TakenAction;
  /** the basis to start from (editing an own notice) */
  basis?: ChangeBasis | null;
  onClose: () => void;
  onDone: (result: ActionResult) => void;
}

/** Only the fields the user filled, so an untouched optional one is not sent as ''. */
function basisToSend(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
}

export function ActionDialog({ objectId, version, action, basis, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation('selfService');
  const navigate = useNavigate();
  const takesBasis = TAKES_BASIS.includes(action);
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(BASIS_FIELDS.map((f) => [f, basis?.[f] ?? ''])));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
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
      const byField: Record<string, string> = {};
      for (const e of error.errors) {
        const field = e.path.replace(/^\/pagrindas\/?/, '');
        const text = translateServerText(i18n, e.messageKey, e.params);
        if ((BASIS_FIELDS as readonly string[]).includes(field)) byField[field] = text;
      }
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
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth={false} PaperProps={{ sx: { maxWidth: DIALOG_WIDTH.standard } }} aria-labelledby="savitarna-veiksmas">
      <DialogTitle id="savitarna-veiksmas">{title}</DialogTitle>
      <DialogContent>
        {takesBasis ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {BASIS_FIELDS.map((f) => (
              <TextField
                key={f}
                id={`pagrindas-${f}`}
                label={t(`basis.${f}`)}
                type={INPUT_TYPE[f]}
                required={f === 'pagrindas' || f === 'data'}
                multiline={f === 'aprasymas'}
                minRows={f === 'aprasymas' ? 3 : undefined}
                value={values[f]}
                onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
                error={fieldErrors[f] !== undefined}
                helperText={fieldErrors[f]}
                slotProps={{ inputLabel: INPUT_TYPE[f] === 'text' ? undefined : { shrink: true } }}
              />
            ))}
          </Stack>
        ) : (
          <DialogContentText>{t(`confirm.${action}`)}</DialogContentText>
        )}
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
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
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {takesBasis ? t('basis.cancel') : t('confirm.no')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {takesBasis ? (action === 'redaguoti' ? t('basis.save') : t('basis.submit')) : t('confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
