/**
 * A portal item the citizen may still change — a request on a legal fact or a certificate
 * order: the type's wizard (WizardView), then on the review step "Pasirašyti" (confirm 'Ar
 * tikrai norite pasirašyti?'): the whole item is checked, created (POST {base}/<family>, a new
 * one) or saved (PUT with If-Match), and signed (POST …/actions/pasirasyti — the local
 * e-signature stand-in); then "Perduoti" (confirm 'Ar norite duomenis perduoti registrui?')
 * transfers it. "Išsaugoti" on any step keeps a draft with whatever is filled (created the
 * first time, then saved): its check errors (decision 0090) are stored with it and shown per
 * step when the citizen comes back from her list. Refusals land where they belong: field errors under the fields (and in the
 * step's summary), the critical-errors text above them, a stale version as an offer to reload.
 * While open, a saved item holds its lock (spec §7 `ntrpaslaugos/document-lock {pra_id}` or
 * `ntrpaslaugos/pazyma-lock {paz_id}`, re-sent by the app's one locker); held by someone else,
 * the wizard is inert. One component for both portal families (they were near-copies).
 *
 * Texts come from the route's namespace `ns` (PortalItemRoute): `wizard.saved`, `wizard.signed`, `wizard.stale`,
 * `wizard.reload` and, when `signRequested` can be set, `wizard.signRequested`.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../domain/lifecycle/statuses';
import type { FieldError } from '../../domain/schema/field-errors';
import { actOnItem, createItem, saveItem, type ItemView } from '../../lib/api/items';
import { refusalOf } from '../../lib/api/refusal';
import { dateText } from '../../lib/date-text';
import { PriceNote } from '../../lib/price-note';
import { useItemLock } from '../../lib/use-item-lock';
import { createDocumentStore, type DocumentData } from '../engine/document-store';
import { validateDocument } from '../engine/validate-document';
import { useDirty } from '../hooks/use-document';
import { SchemaFormProvider } from './form-session';
import { StepGuard } from './step-guard';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import type { PortalItemView } from './portal-item-page';
import { itemPathOf } from './portal-item-route';
import { useConfirmAction } from './use-confirm-action';
import { REVIEW_STEP_ID, WizardView } from './wizard-view';

/** The check errors among a save's issues (decision 0090), shown like the wizard's own. */
const criticalOf = (issues: readonly FieldError[] | undefined): FieldError[] => (issues ?? []).filter((i) => i.severity === 'critical');

/** The portal families with a sign-and-transfer wizard, and the lock each holds. */
const LOCK_KIND = { requests: 'request', certificates: 'certificate' } as const;
export type PortalFamily = keyof typeof LOCK_KIND;

export interface PortalItemEditorProps {
  /** the item, its type, its route and the page's callbacks, as PortalItemPage hands them over */
  view: PortalItemView;
  /** a new item's first data (the applicant, a certificate's chosen plots) */
  initial: DocumentData;
  /** later steps stay closed until the earlier ones are right (StepGuard) */
  guardSteps?: boolean;
  /** the address asked to sign (ntr-sign): the review says so while signing is allowed */
  signRequested?: boolean;
  /** the item was transferred */
  onTransferred: () => void;
}

/** The editor's React key: a new editor for another item or a version read again. */
export const editorKey = (item: ItemView | null) => `${item?.id ?? 'naujas'}:${item?.version ?? 0}`;

interface Saved {
  id: number | null;
  version: number;
  allowedActions: readonly Action[];
}

/** Where the editor's writes stand: what the review step tells. */
interface Outcome {
  saved: Saved;
  problem: string | null;
  stale: boolean;
  busy: boolean;
}

interface ReviewPanelProps {
  ns: string;
  outcome: Outcome;
  signRequested: boolean;
  onTransfer: () => void;
  onReload: () => void;
}

/** The review step's extra panel: the signing outcome, the transfer button, refusals. */
function ReviewPanel({ ns, outcome, signRequested, onTransfer, onReload }: ReviewPanelProps) {
  const { saved, problem, stale, busy } = outcome;
  const { t } = useTranslation([ns, 'common']);
  const dirty = useDirty();
  // Only the signed version may go: an edit after signing means signing again.
  const mayTransfer = saved.allowedActions.includes('perduoti') && !dirty;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {signRequested && saved.allowedActions.includes('pasirasyti') && <Alert severity="info">{t('wizard.signRequested')}</Alert>}
      {stale && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={onReload}>
              {t('wizard.reload')}
            </Button>
          }
        >
          {t('wizard.stale')}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {mayTransfer && (
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

/** The sign-and-transfer wizard of a portal request or certificate order. */
export function PortalItemEditor(props: PortalItemEditorProps) {
  const { view, initial, guardSteps = false, signRequested = false, onTransferred } = props;
  const { route, type, item, step, onCreated, reload } = view;
  const { family, typeId, ns } = route;
  const { t } = useTranslation([ns, 'common']);
  const [store] = useState(() => {
    const created = createDocumentStore(item?.data ?? initial);
    created.setErrors(criticalOf(item?.checkErrors));
    return created;
  });
  const [saved, setSaved] = useState<Saved>({ id: item?.id ?? null, version: item?.version ?? 0, allowedActions: item?.allowedActions ?? [] });
  const [problem, setProblem] = useState<string | null>(null);
  const [draftSaved, setDraftSaved] = useState(false);
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirmAction();
  // A new item has nothing to lock yet.
  const { lock, failed } = useItemLock(saved.id, item?.lock ?? null, LOCK_KIND[family]);
  const lockedOut = failed || (lock !== null && !lock.mine);
  const basePath = itemPathOf(route, saved.id);

  /** A refusal → what the wizard shows; returns the field errors (critical ones) for the form. */
  const refused = (error: unknown): readonly FieldError[] => {
    const refusal = refusalOf(error);
    if (refusal.kind === 'stale') setStale(true);
    else setProblem(refusal.message);
    return refusal.kind === 'invalid' ? refusal.errors.filter((e) => e.severity !== 'warning') : [];
  };

  const sign = async (data: DocumentData): Promise<readonly FieldError[]> => {
    setProblem(null);
    const found = validateDocument(type, data);
    if (found.length > 0) return found;
    if (!(await confirm('pasirasyti'))) return [];
    let { id, version } = saved;
    try {
      if (id === null) {
        const created = await createItem(family, typeId, data);
        id = created.id;
        version = created.version;
        // Clean before the address changes, so the unsaved-changes guard lets the page move.
        store.markSaved();
        setSaved({ id, version, allowedActions: [] });
        onCreated(id, step);
      } else {
        version = (await saveItem(family, id, version, data)).version;
        store.markSaved();
        setSaved((s) => ({ ...s, version }));
      }
      const result = await actOnItem(family, id, 'pasirasyti', version);
      setSaved({ id, version: result.version, allowedActions: result.allowedActions });
      return [];
    } catch (error) {
      return refused(error);
    }
  };

  /** Stores the item as it is (a draft): created the first time, saved after; answers its check errors. */
  const saveDraft = async (data: DocumentData): Promise<readonly FieldError[]> => {
    setProblem(null);
    setDraftSaved(false);
    try {
      if (saved.id === null) {
        const created = await createItem(family, typeId, data);
        store.markSaved();
        setSaved({ id: created.id, version: created.version, allowedActions: [] });
        onCreated(created.id, step);
        setDraftSaved(true);
        return criticalOf(created.issues);
      }
      const result = await saveItem(family, saved.id, saved.version, data);
      store.markSaved();
      setSaved((s) => ({ ...s, version: result.version }));
      setDraftSaved(true);
      return criticalOf(result.issues);
    } catch (error) {
      return refused(error);
    }
  };

  const transfer = async () => {
    if (saved.id === null || !(await confirm('perduoti'))) return;
    setProblem(null);
    setBusy(true);
    try {
      await actOnItem(family, saved.id, 'perduoti', saved.version);
      onTransferred();
    } catch (error) {
      store.setErrors(refused(error));
    } finally {
      setBusy(false);
    }
  };

  const wizard = (
    <WizardView
      basePath={basePath}
      step={step}
      onSubmit={sign}
      onSave={saveDraft}
      submitLabel={t('common:lifecycle.actions.pasirasyti')}
      result={
        step === REVIEW_STEP_ID ? (
          <>
            <PriceNote typeId={type.id} />
            <ReviewPanel ns={ns} outcome={{ saved, problem, stale, busy }} signRequested={signRequested} onTransfer={() => void transfer()} onReload={reload} />
          </>
        ) : undefined
      }
    />
  );
  return (
    <SchemaFormProvider type={type} store={store}>
      {lockedOut && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {lock && !lock.mine
            ? t(`common:errors.${LOCK_KIND[family]}_locked`, { name: lock.holder.name, since: dateText(lock.since) })
            : t('common:errors.lock_not_allowed')}
        </Alert>
      )}
      {draftSaved && (
        <Alert severity="success" role="status" onClose={() => setDraftSaved(false)} sx={{ mb: 2 }}>
          {t('wizard.saved')}
        </Alert>
      )}
      {/* Someone else holds the item: every field and button of the wizard is inert. */}
      <Box component="fieldset" disabled={lockedOut} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        {guardSteps ? (
          <StepGuard step={step} stepPath={(id) => `${basePath}/step/${id}`}>
            {wizard}
          </StepGuard>
        ) : (
          wizard
        )}
      </Box>
      <UnsavedChangesGuard within={basePath} />
      {dialog}
    </SchemaFormProvider>
  );
}
