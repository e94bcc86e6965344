/**
 * An order the citizen may still change: the type's wizard (src/form WizardView), then on
 * the review step "Pasirašyti" (confirm 'Ar tikrai norite pasirašyti?'): the order is checked,
 * created (POST {base}/certificates) or saved (PUT with If-Match) and signed (…/actions/
 * pasirasyti); then "Perduoti" (confirm 'Ar norite duomenis perduoti registrui?') transfers it
 * and the system issues the certificate at once: the answer already says iregistruotas with
 * the certificate number, and the page offers the PDF. Refusals: field errors go under the
 * fields, the critical-errors text and other messages above them. While the page is open the
 * order holds its certificate lock (spec §7 `ntrpaslaugos/pazyma-lock {paz_id, lock}`, re-sent
 * every 50 s by the app's one locker); held by someone else, the wizard is inert.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../../domain/lifecycle/statuses';
import type { FieldError } from '../../../domain/schema/field-errors';
import { useConfirmAction } from '../../../form/components/use-confirm-action';
import { SchemaFormProvider } from '../../../form/components/form-session';
import { UnsavedChangesGuard } from '../../../form/components/unsaved-changes-guard';
import { REVIEW_STEP_ID, WizardView } from '../../../form/components/wizard-view';
import { createDocumentStore, type DocumentData } from '../../../form/engine/document-store';
import type { FormType } from '../../../form/engine/form-type';
import { validateDocument } from '../../../form/engine/validate-document';
import { useDirty } from '../../../form/hooks/use-document';
import { isApiError } from '../../../lib/api/api-error';
import { dateText } from '../../../lib/date-text';
import { useItemLock } from '../../../lib/use-item-lock';
import { actOnItem, createItem, saveItem, type ItemView } from '../../../lib/api/items';
import { NEW_ORDER, type CertificateService } from '../services';

export interface CertificateEditorProps {
  service: CertificateService;
  type: FormType;
  /** the order as read (null: a new one) */
  item: ItemView | null;
  /** a new order's first data (the applicant, the chosen plots) */
  initial: DocumentData;
  step: string | undefined;
  /** a new order got its id: the page moves to its address */
  onCreated: (id: number, step: string | undefined) => void;
  /** the order was transferred (and so issued): read it again */
  onTransferred: () => void;
}

interface Saved {
  id: number | null;
  version: number;
  allowedActions: readonly Action[];
}

function TransferPanel({ saved, problem, busy, onTransfer }: { saved: Saved; problem: string | null; busy: boolean; onTransfer: () => void }) {
  const { t } = useTranslation(['certificates', 'common']);
  const dirty = useDirty();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {saved.allowedActions.includes('perduoti') && !dirty && (
        <Alert
          severity="success"
          action={
            <Button color="inherit" variant="outlined" endIcon={<SendIcon aria-hidden />} disabled={busy} onClick={onTransfer}>
              {t('common:lifecycle.actions.perduoti')}
            </Button>
          }
        >
          {t('wizard.signed')}
        </Alert>
      )}
    </Box>
  );
}

export function CertificateEditor({ service, type, item, initial, step, onCreated, onTransferred }: CertificateEditorProps) {
  const { t } = useTranslation(['certificates', 'common']);
  const [store] = useState(() => createDocumentStore(item?.data ?? initial));
  const [saved, setSaved] = useState<Saved>({ id: item?.id ?? null, version: item?.version ?? 0, allowedActions: item?.allowedActions ?? [] });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirmAction();
  const { lock, failed } = useItemLock(saved.id, item?.lock ?? null, 'certificate');
  const lockedOut = failed || (lock !== null && !lock.mine);
  const basePath = `${service.path}/${saved.id ?? NEW_ORDER}`;

  /** A refusal: its message above the form, its field errors (critical ones) for the fields. */
  const refused = (error: unknown): readonly FieldError[] => {
    setProblem(isApiError(error) ? t(`common:${error.messageKey}`, { defaultValue: error.message }) : String(error));
    return isApiError(error) && error.status === 422 ? error.errors.filter((e) => e.severity !== 'warning') : [];
  };

  const sign = async (data: DocumentData): Promise<readonly FieldError[]> => {
    setProblem(null);
    const found = validateDocument(type.validator, type.schema, data);
    if (found.length > 0) return found;
    if (!(await confirm('pasirasyti'))) return [];
    let { id, version } = saved;
    let createdNow = false;
    try {
      if (id === null) {
        const created = await createItem('certificates', service.type, data);
        id = created.id;
        version = created.version;
        store.markSaved();
        setSaved({ id, version, allowedActions: [] });
        createdNow = true;
      } else {
        version = (await saveItem('certificates', id, version, data)).version;
        store.markSaved();
      }
      const result = await actOnItem('certificates', id, 'pasirasyti', version);
      setSaved({ id, version: result.version, allowedActions: result.allowedActions });
      return [];
    } catch (error) {
      return refused(error);
    } finally {
      // The new order's address, once the page has re-rendered as saved (the unsaved-changes
      // guard reads the store at render time: navigating in the same tick as markSaved would ask).
      if (createdNow && id !== null) onCreated(id, step);
    }
  };

  const transfer = async () => {
    if (saved.id === null || !(await confirm('perduoti'))) return;
    setProblem(null);
    setBusy(true);
    try {
      await actOnItem('certificates', saved.id, 'perduoti', saved.version);
      onTransferred();
    } catch (error) {
      store.setErrors(refused(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SchemaFormProvider type={type} store={store}>
      {lockedOut && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {lock && !lock.mine ? t('common:errors.certificate_locked', { name: lock.holder.name, since: dateText(lock.since) }) : t('common:errors.lock_not_allowed')}
        </Alert>
      )}
      {/* Someone else holds the order: every field and button of the wizard is inert. */}
      <Box component="fieldset" disabled={lockedOut} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <WizardView
          basePath={basePath}
          step={step}
          onSubmit={sign}
          submitLabel={t('common:lifecycle.actions.pasirasyti')}
          result={step === REVIEW_STEP_ID ? <TransferPanel saved={saved} problem={problem} busy={busy} onTransfer={() => void transfer()} /> : undefined}
        />
      </Box>
      <UnsavedChangesGuard within={basePath} />
      {dialog}
    </SchemaFormProvider>
  );
}
