/**
 * A notary files a request on a client's behalf (spec §2.1 /prasymas-naujas): the type's
 * wizard (src/form WizardView, first step asmenys 'Duomenys' — the client is the applicant
 * there), then the review, whose submit creates the request (POST /api/requests) and opens it
 * at /prasymas/{id}, where it is signed and transferred (registravimas). The request lives in
 * the browser until then: the server refuses incomplete data (422), whose field errors land in
 * the wizard like the browser's own.
 */
import { use, useState } from 'react';
import { flushSync } from 'react-dom';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../domain/schema/field-errors';
import { SchemaFormProvider } from '../../../form/components/form-session';
import { UnsavedChangesGuard } from '../../../form/components/unsaved-changes-guard';
import { WizardView } from '../../../form/components/wizard-view';
import { createDocumentStore, type DocumentData } from '../../../form/engine/document-store';
import { createLabeler } from '../../../form/labels';
import { loadFormTypeWithLabels } from '../../../form/load-form-type';
import { isApiError } from '../../../lib/api/api-error';
import { createItem } from '../../../lib/api/items';

export interface NewRequestWizardProps {
  typeId: string;
  /** the wizard's URL: /prasymas-naujas/{typeId} */
  basePath: string;
  /** the step segment (undefined: the first step) */
  step?: string;
}

export function NewRequestWizard({ typeId, basePath, step }: NewRequestWizardProps) {
  const { t, i18n } = useTranslation('requests');
  const type = use(loadFormTypeWithLabels(typeId, i18n));
  const [store] = useState(() => createDocumentStore({}));
  // A refusal that names no field (403 for the role, 409, a network failure): shown on the review step.
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const title = createLabeler(i18n)(type.schema.title);

  const submit = async (data: DocumentData): Promise<readonly FieldError[]> => {
    setProblem(null);
    try {
      const saved = await createItem('requests', typeId, data);
      // Clean before leaving, so the unsaved-changes guard lets the page go.
      flushSync(() => store.markSaved());
      navigate(`/prasymas/${saved.id}/registravimas`);
      return [];
    } catch (error) {
      // 422: the server's field errors go under their fields, like the browser's own.
      if (isApiError(error) && error.errors.length > 0) return error.errors;
      setProblem(error instanceof Error ? error.message : String(error));
      return [];
    }
  };

  return (
    <SchemaFormProvider type={type} store={store}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {t('new.titleOf', { type: title })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('new.note')}
      </Typography>
      <WizardView
        basePath={basePath}
        step={step}
        onSubmit={submit}
        submitLabel={t('new.submit')}
        result={
          problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )
        }
      />
      <UnsavedChangesGuard within={basePath} />
    </SchemaFormProvider>
  );
}
