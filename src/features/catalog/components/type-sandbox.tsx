/**
 * A type in the sandbox: drawn as the document page (tabs, /katalogas/:typeId/:tab; a type
 * that has only steps shows them as its tabs, as the request page does) or as the wizard
 * (/katalogas/:typeId/step/:step) over one document held in this page only. Switching
 * between the two keeps the data; leaving with edits asks first. `?pavyzdys=pavyzdys|didelis`
 * starts from example data (the large one is what the form's speed is measured on).
 */
import { use, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../domain/schema/field-errors';
import { ConfirmDialog } from '../../../form/components/confirm-dialog';
import { SchemaFormProvider } from '../../../form/components/form-session';
import { TabsView } from '../../../form/components/tabs-view';
import { UnsavedChangesGuard } from '../../../form/components/unsaved-changes-guard';
import { WizardView } from '../../../form/components/wizard-view';
import { createDocumentStore, type DocumentData } from '../../../form/engine/document-store';
import { withStepsAsTabs } from '../../../form/engine/steps-as-tabs';
import { validateDocument } from '../../../form/engine/validate-document';
import { createLabeler } from '../../../form/labels';
import { hasExamples, isExampleKind, loadExample, type ExampleKind } from '../examples';
import { loadSandbox } from '../load-sandbox';
import { SandboxHeader } from './sandbox-header';
import { SandboxResult } from './sandbox-result';

export interface TypeSandboxProps {
  typeId: string;
  /** the URL after /katalogas/:typeId/ (a tab and item, or step/:step) */
  splat: string;
}

export function TypeSandbox({ typeId, splat }: TypeSandboxProps) {
  const { t, i18n } = useTranslation(['catalog', 'form']);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('pavyzdys');
  // The type, its labels and the example asked for at arrival load together, before the first paint.
  const [arrival] = useState(requested);
  const start = use(loadSandbox(typeId, arrival, i18n));
  // A wizard-only type (requests, certificates) is drawn as a page too: its steps become tabs.
  const type = withStepsAsTabs(start.type, () => null);
  const [store] = useState(() => createDocumentStore(start.data ?? {}));
  const [example, setExample] = useState<ExampleKind | null>(start.data && isExampleKind(arrival) ? arrival : null);
  const [loading, setLoading] = useState(false);
  const [pending, setPending] = useState<ExampleKind | null>(null);
  const [accepted, setAccepted] = useState<DocumentData | null>(null);

  // Another example chosen later (the header's buttons change ?pavyzdys=).
  useEffect(() => {
    if (!isExampleKind(requested) || requested === example) return undefined;
    let current = true;
    setLoading(true);
    void loadExample(typeId, requested, type.schema).then((data) => {
      if (!current) return;
      setLoading(false);
      if (data) {
        store.replace(data);
        setExample(requested);
        setAccepted(null);
      }
    });
    return () => {
      current = false;
    };
  }, [requested, example, typeId, type, store]);

  const basePath = `/katalogas/${typeId}`;
  const segments = splat.split('/').filter(Boolean).map(decodeURIComponent);
  const wizard = segments[0] === 'step';
  const title = createLabeler(i18n)(type.schema.title);

  const chooseExample = (kind: ExampleKind) => {
    if (store.isDirty()) setPending(kind);
    else setSearchParams({ pavyzdys: kind });
  };
  const submit = (data: DocumentData): FieldError[] => {
    const errors = validateDocument(type, data);
    setAccepted(errors.length === 0 ? data : null);
    return errors;
  };

  return (
    <SchemaFormProvider type={type} store={store}>
      <SandboxHeader
        title={title}
        basePath={basePath}
        mode={wizard ? 'steps' : 'tabs'}
        examples={hasExamples(typeId)}
        example={example}
        onExample={chooseExample}
      />
      {loading && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t('catalog.exampleLoading')}
        </Alert>
      )}
      {wizard ? (
        <WizardView
          basePath={basePath}
          step={segments[1]}
          onSubmit={submit}
          submitLabel={t('catalog.submit')}
          result={accepted && <SandboxResult data={accepted} />}
        />
      ) : (
        <TabsView basePath={basePath} tab={segments[0]} rest={segments.slice(1)} />
      )}
      <UnsavedChangesGuard within={basePath} />
      <ConfirmDialog
        open={pending !== null}
        title={t('catalog.replaceTitle')}
        text={t('catalog.replaceText')}
        confirmLabel={t('catalog.replace')}
        cancelLabel={t('form:form.cancel')}
        destructive
        onConfirm={() => {
          if (pending) setSearchParams({ pavyzdys: pending });
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </SchemaFormProvider>
  );
}
