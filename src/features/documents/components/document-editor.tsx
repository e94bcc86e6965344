/**
 * One loaded document (or request: the same page for every family, src/features/documents/item-pages.ts) on its page: the title and status, why it is read-only (when it is),
 * a notice's kind and entry (notice-heading.tsx), the layout's tabs (src/form TabsView) with
 * "Išsaugoti" — a notice's tabs outside its changeable sections read-only —, and the extra tabs other features
 * register (src/lib/document-tabs.ts). A draft shows its stored check errors. Saving sends If-Match with the version this page read:
 * 412 → the user is told someone else saved and offered a reload; 422 → field errors in the
 * form; 409 document_locked → read-only naming the holder.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SchemaFormProvider } from '../../../form/components/form-session';
import { TabsView } from '../../../form/components/tabs-view';
import { useChangeableTab } from '../../../form/hooks/use-changeable-tab';
import { UnsavedChangesGuard } from '../../../form/components/unsaved-changes-guard';
import { createDocumentStore, type DocumentStore } from '../../../form/engine/document-store';
import { submittableData } from '../../../form/engine/visible-data';
import { createLabeler, labelNamespaceOf } from '../../../form/labels';
import { documentTabsFor, type DocumentTabProps } from '../../../lib/document-tabs';
import type { LockState } from '../../../lib/item-lock';
import { saveItem } from '../../../lib/api/items';
import { useItemLock } from '../../../lib/use-item-lock';
import { DOCUMENT_PAGE, type ItemPage } from '../item-pages';
import type { DocumentStart } from '../load-document';
import { checkErrorsOf, saveRefusal } from '../save-outcome';
import { ExtraTabPanel, ExtraTabStrip, LayoutTabLinks, useIdlePrefetch } from './extra-tabs';
import { LockNotice } from './lock-notice';
import { NoticeHeading } from './notice-heading';
import { SectionPanels } from './section-panels';
import { SaveButton } from './save-button';

export interface DocumentEditorProps {
  start: DocumentStart;
  basePath: string;
  segments: string[];
  reload: () => void;
  /** the item's family page (default: documents) */
  page?: ItemPage;
}

interface LayoutTabsProps {
  basePath: string;
  segments: string[];
  /** the item may not be changed at all now */
  readOnly: boolean;
  /** a notice's changeable sections (decision 0158); null: every tab */
  changeable: readonly string[] | null;
  save: ReactNode;
  tabProps: Omit<DocumentTabProps, 'readOnly'>;
}

/** The layout's tabs: a tab outside a notice's changeable sections is drawn read-only, without Išsaugoti. */
function LayoutTabs({ basePath, segments, readOnly, changeable, save, tabProps }: LayoutTabsProps) {
  const tabEditable = useChangeableTab(segments[0], changeable);
  const tabReadOnly = readOnly || !tabEditable;
  return (
    // Read-only, TabsView draws the panel in the renderer's read-only mode: values as read-only
    // text reached by Tab, no editing controls, rows open read-only.
    <TabsView
      basePath={basePath}
      tab={segments[0]}
      rest={segments.slice(1)}
      readOnly={tabReadOnly}
      actions={tabReadOnly ? undefined : save}
      aside={(section) => <SectionPanels section={section} {...tabProps} readOnly={tabReadOnly} />}
    />
  );
}

const withErrors = (store: DocumentStore, errors: Parameters<DocumentStore['setErrors']>[0]) => {
  store.setErrors(errors);
  return store;
};

export function DocumentEditor({ start, basePath, segments, reload, page = DOCUMENT_PAGE }: DocumentEditorProps) {
  const { t, i18n } = useTranslation(['documents', 'common']);
  const { document, type } = start;
  // a draft opens with the check errors of its last save, per tab with links (decision 0090)
  const [store] = useState(() => withErrors(createDocumentStore(document.data), checkErrorsOf(document.checkErrors)));
  const [version, setVersion] = useState(document.version);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusedLock, setRefusedLock] = useState<LockState | null>(null);
  const mayAct = document.editable || document.allowedActions.length > 0;
  const { lock: heldLock, failed } = useItemLock(mayAct ? document.id : null, document.lock, page.lockKind);
  const lock = refusedLock ?? heldLock;
  const readOnly = !document.editable || failed || (lock !== null && !lock.mine);

  // Someone else's lock turned into ours: the holder left, the version may have moved — read again.
  const heldByOther = useRef(document.lock !== null && !document.lock.mine);
  useEffect(() => {
    if (heldLock && heldLock.mine && heldByOther.current) reload();
    heldByOther.current = heldLock !== null && !heldLock.mine;
  }, [heldLock, reload]);

  const extraTabs = documentTabsFor(document);
  useIdlePrefetch(extraTabs);
  const extra = extraTabs.find((tab) => tab.id === segments[0]) ?? null;
  const title = createLabeler(i18n, labelNamespaceOf(type))(type.schema.title);

  const save = async () => {
    setProblem(null);
    setSaving(true);
    try {
      const saved = await saveItem(page.family, document.id, version, submittableData(type, store));
      setVersion(saved.version);
      store.markSaved();
      store.setErrors(checkErrorsOf(saved.issues));
    } catch (error) {
      const refusal = saveRefusal(error);
      if (refusal.kind === 'stale') setStale(true);
      // field errors show in the form under the error summary (the spec's sentence, once)
      else if (refusal.kind === 'invalid') store.setErrors(refusal.errors);
      else if (refusal.kind === 'locked')
        setRefusedLock({ holder: { userId: 0, name: refusal.name }, since: refusal.since, expiresAt: refusal.since, mine: false });
      else setProblem(refusal.message);
    } finally {
      setSaving(false);
    }
  };

  const tabProps = { document: { ...document, version, lock }, readOnly, reload, rest: segments.slice(1) };

  return (
    <SchemaFormProvider type={type} store={store}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {t(page.titleKey, { type: title, id: document.id })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('documents.page.status', { status: t(`lifecycle.statuses.${document.status}`, { ns: 'common' }) })}
      </Typography>
      {document.notice && <NoticeHeading notice={document.notice} />}
      <LockNotice editable={document.editable} lock={lock} failed={failed} />
      {stale && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={reload}>
              {t('documents.reload')}
            </Button>
          }
        >
          {t('documents.stale')}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <ExtraTabStrip basePath={basePath} tabs={extraTabs} current={extra?.id ?? null} />
      {extra ? (
        <>
          <LayoutTabLinks basePath={basePath} />
          <ExtraTabPanel tab={extra} {...tabProps} />
        </>
      ) : (
        <LayoutTabs
          basePath={basePath}
          segments={segments}
          readOnly={readOnly}
          changeable={document.notice?.changeableSections ?? null}
          save={<SaveButton saving={saving} onSave={() => void save()} />}
          tabProps={tabProps}
        />
      )}
      <UnsavedChangesGuard within={basePath} />
    </SchemaFormProvider>
  );
}
