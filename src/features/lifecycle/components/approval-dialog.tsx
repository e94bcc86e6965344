/**
 * A party's answer to a confirmation request: "confirm" asks the spec's question
 * ('Ar norite patvirtinti duomenis?'); "refuse" asks for the reason, which the filer will
 * read. The server decides (a refusal without a reason is its 422, shown under the field);
 * a success is announced by its meta.message.
 */
import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { translateServerText } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { answer, type ApprovalDecision } from '../approval-api';
import { refusalOf, type Refusal } from '../refusal';
import { RefusalText } from './refusal-text';

const REASON = { name: 'reason', kind: 'multiline', titleKey: 'approval.reason', required: true, maxLength: 2000 } as const;

export interface ApprovalDialogProps {
  documentId: number;
  decision: ApprovalDecision;
  onClose: () => void;
  onDone: () => void;
}

export function ApprovalDialog({ documentId, decision, onClose, onDone }: ApprovalDialogProps) {
  const { t, i18n } = useTranslation(['approval', 'common']);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const refusing = decision === 'atsisakyti';
  const titleId = `patvirtinimas-${decision}`;
  const reasonError = refusal?.fieldErrors.reason;

  const submit = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await answer(documentId, decision, reason);
      onDone();
    } catch (error) {
      setRefusal(refusalOf(error, refusing ? [REASON] : []));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      titleId={titleId}
      title={refusing ? t('approval.refuseTitle') : t('lifecycle.actions.patvirtinti', { ns: 'common' })}
      busy={busy}
      onClose={onClose}
      cancelLabel={t('approval.cancel')}
      submitLabel={refusing ? t('approval.refuse') : t('approval.confirm')}
      submit={{ form: `${titleId}-forma` }}
      danger={refusing}
      problem={refusal && <RefusalText refusal={refusal} />}
    >
      <DialogContentText sx={{ mb: refusing ? 2 : 0 }}>
        {refusing ? t('approval.refuseText') : t('lifecycle.confirm.patvirtinti', { ns: 'common' })}
      </DialogContentText>
      <form
        id={`${titleId}-forma`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {refusing && (
          <TextField
            id={`${titleId}-priezastis`}
            name={REASON.name}
            label={t(REASON.titleKey)}
            required
            multiline
            minRows={3}
            fullWidth
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(reasonError)}
            helperText={reasonError ? translateServerText(i18n, reasonError.messageKey, reasonError.params) : undefined}
            slotProps={{ htmlInput: { maxLength: REASON.maxLength } }}
          />
        )}
      </form>
    </ConfirmDialog>
  );
}
