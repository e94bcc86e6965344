/**
 * A request the citizen may still change: the type's wizard (src/form WizardView: "Toliau"
 * checks the current step only; the step guard keeps later steps closed until earlier ones
 * are right), then on the review step "Pasirašyti" (confirm 'Ar tikrai norite pasirašyti?'):
 * the whole request is checked, created (POST {base}/requests, a new one) or saved (PUT with
 * If-Match), and signed (POST …/actions/pasirasyti — the local e-signature stand-in); then
 * "Perduoti" (confirm 'Ar norite duomenis perduoti registrui?') submits it. Refusals land
 * where they belong: field errors under the fields (and in the step's summary), the
 * critical-errors text above them, a stale version as an offer to reload.
 */
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import SendIcon from "@mui/icons-material/Send";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { Action } from "../../../domain/lifecycle/statuses";
import type { FieldError } from "../../../domain/schema/field-errors";
import { SchemaFormProvider } from "../../../form/components/form-session";
import { UnsavedChangesGuard } from "../../../form/components/unsaved-changes-guard";
import { WizardView } from "../../../form/components/wizard-view";
import {
  createDocumentStore,
  type DocumentData,
} from "../../../form/engine/document-store";
import { validateDocument } from "../../../form/engine/validate-document";
import { useDirty } from "../../../form/hooks/use-document";
import { actOnItem, createItem, saveItem } from "../../../lib/api/items";
import { dateText } from "../../../lib/date-text";
import { notify } from "../../../lib/notify";
import { useItemLock } from "../../../lib/use-item-lock";
import type { FormType } from "../../../form/engine/form-type";
import type { ItemView } from "../../../lib/api/items";
import { refusalOf } from "../refusal";
import {
  NEW_REQUEST,
  REVIEW_STEP,
  wizardPath,
  type NtrService,
} from "../services";
import { StepGuard } from "./step-guard";
import { useConfirmAction } from '../../../form/components/use-confirm-action';

/** The request as the page read it (null: a new one) and its type. */
export interface RequestStart {
  item: ItemView | null;
  type: FormType;
  /** a new request's first data (the applicant) */
  initial?: DocumentData;
}

export interface RequestEditorProps {
  service: NtrService;
  start: RequestStart;
  step: string | undefined;
  /** the address asked to sign (ntr-sign) */
  signRequested: boolean;
  /** a new request got its id: the page moves to its address */
  onCreated: (id: number, step: string | undefined) => void;
  /** read the request again (after submitting, or when the version went stale) */
  reload: () => void;
}

interface Saved {
  id: number | null;
  version: number;
  allowedActions: readonly Action[];
}

/** The review step's extra panel: the signing outcome, the transfer button, refusals. */
function ReviewPanel({
  saved,
  signRequested,
  problem,
  stale,
  busy,
  onTransfer,
  onReload,
}: {
  saved: Saved;
  signRequested: boolean;
  problem: string | null;
  stale: boolean;
  busy: boolean;
  onTransfer: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation(["ntrServices", "common"]);
  const dirty = useDirty();
  const mayTransfer = saved.allowedActions.includes("perduoti") && !dirty;
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      {signRequested && saved.allowedActions.includes("pasirasyti") && (
        <Alert severity="info">{t("wizard.signRequested")}</Alert>
      )}
      {stale && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={onReload}>
              {t("wizard.reload")}
            </Button>
          }
        >
          {t("wizard.stale")}
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
            <Button
              color="inherit"
              variant="outlined"
              endIcon={<SendIcon aria-hidden />}
              disabled={busy}
              onClick={onTransfer}
            >
              {t("common:lifecycle.actions.perduoti")}
            </Button>
          }
        >
          {t("wizard.signed")}
        </Alert>
      )}
    </Box>
  );
}

export function RequestEditor({
  service,
  start,
  step,
  signRequested,
  onCreated,
  reload,
}: RequestEditorProps) {
  const { t } = useTranslation(["ntrServices", "common"]);
  const navigate = useNavigate();
  const { type } = start;
  const [store] = useState(() => createDocumentStore(start.item?.data ?? start.initial ?? {}));
  const [saved, setSaved] = useState<Saved>({
    id: start.item?.id ?? null,
    version: start.item?.version ?? 0,
    allowedActions: start.item?.allowedActions ?? [],
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirmAction();
  // Held while the request is open (ntrpaslaugos/document-lock {pra_id}); a new one has nothing to lock yet.
  const { lock, failed } = useItemLock(
    saved.id,
    start.item?.lock ?? null,
    "request",
  );
  const lockedOut = failed || (lock !== null && !lock.mine);
  const basePath = wizardPath(service, saved.id ?? NEW_REQUEST);
  const stepPath = (id: string) => `${basePath}/step/${id}`;

  /** A refusal → what the wizard shows; returns the field errors for the form. */
  const refused = (error: unknown): readonly FieldError[] => {
    const refusal = refusalOf(error);
    if (refusal.kind === "stale") setStale(true);
    else setProblem(refusal.message);
    return refusal.kind === "invalid"
      ? refusal.errors.filter((e) => e.severity !== "warning")
      : [];
  };

  const sign = async (data: DocumentData): Promise<readonly FieldError[]> => {
    setProblem(null);
    const found = validateDocument(type.validator, type.schema, data);
    if (found.length > 0) return found;
    if (!(await confirm("pasirasyti"))) return [];
    let { id, version } = saved;
    try {
      if (id === null) {
        const created = await createItem("requests", service.type, data);
        id = created.id;
        version = created.version;
        // Clean before the address changes, so the unsaved-changes guard lets the page move.
        store.markSaved();
        setSaved({ id, version, allowedActions: [] });
        onCreated(id, step);
      } else {
        const put = await saveItem("requests", id, version, data);
        version = put.version;
        store.markSaved();
        setSaved((s) => ({ ...s, version }));
      }
      const result = await actOnItem("requests", id, "pasirasyti", version);
      setSaved({
        id,
        version: result.version,
        allowedActions: result.allowedActions,
      });
      return [];
    } catch (error) {
      return refused(error);
    }
  };

  const transfer = async () => {
    if (saved.id === null || !(await confirm("perduoti"))) return;
    setProblem(null);
    setBusy(true);
    try {
      await actOnItem("requests", saved.id, "perduoti", saved.version);
      notify.success(t("wizard.transferred"));
      reload();
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
          {lock && !lock.mine
            ? t("common:errors.request_locked", {
                name: lock.holder.name,
                since: dateText(lock.since),
              })
            : t("common:errors.lock_not_allowed")}
        </Alert>
      )}
      {/* Someone else holds the request: every field and button of the wizard is inert. */}
      <Box
        component="fieldset"
        disabled={lockedOut}
        sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      >
        <StepGuard step={step} stepPath={stepPath}>
          <WizardView
            basePath={basePath}
            step={step}
            onSubmit={sign}
            submitLabel={t("common:lifecycle.actions.pasirasyti")}
            result={
              step === REVIEW_STEP ? (
                <ReviewPanel
                  saved={saved}
                  signRequested={signRequested}
                  problem={problem}
                  stale={stale}
                  busy={busy}
                  onTransfer={() => void transfer()}
                  onReload={reload}
                />
              ) : undefined
            }
          />
        </StepGuard>
      </Box>
      <UnsavedChangesGuard within={basePath} />
      {dialog}
      {/* Leaving for the list keeps the guard's question when there are edits. */}
      <Box sx={{ mt: 3 }}>
        <Button onClick={() => navigate(service.path)}>
          {t("wizard.back")}
        </Button>
      </Box>
    </SchemaFormProvider>
  );
}
