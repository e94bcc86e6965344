/**
 * A new document of one type, drawn as the document page (tabs under `basePath`) over a store
 * held in this page. "Išsaugoti" creates it with whatever is filled (POST /documents: a draft,
 * decision 0090) and opens it at /dokumentas/{id}, which shows its check errors; a refusal
 * (a wrong type) lands in the form like the browser's own errors. The kinds chosen on
 * /hipoteka arrive as ?rusys=a,b.
 */
import { use, useState } from 'react';
import { flushSync } from 'react-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SchemaFormProvider } from '../../../form/components/form-session';
import { TabsView } from '../../../form/components/tabs-view';
import { UnsavedChangesGuard } from '../../../form/components/unsaved-changes-guard';
import { createDocumentStore, type DocumentData } from '../../../form/engine/document-store';
import { submittableData } from '../../../form/engine/visible-data';
import { createLabeler } from '../../../form/labels';
import { loadFormTypeWithLabels } from '../../../form/load-form-type';
import { createDocument } from '../api/documents';
import { rememberType } from '../known-types';
import { kindsOf } from '../kinds';
import { saveRefusal } from '../save-outcome';
import { SaveButton } from './save-button';

export interface NewDocumentProps {
  typeId: string;
  basePath: string;
  splat: string;
}

function initialData(kinds: readonly string[], requested: string | null): DocumentData {
  const chosen = (requested ?? '').split(',').filter((k) => kinds.includes(k));
  return chosen.length > 0 ? { rusys: [...new Set(chosen)] } : {};
}

export function NewDocument({ typeId, basePath, splat }: NewDocumentProps) {
  const { t, i18n } = useTranslation(['documents', 'form']);
  const type = use(loadFormTypeWithLabels(typeId, i18n));
  const [searchParams] = useSearchParams();
  const [store] = useState(() => createDocumentStore(initialData(kindsOf(type.schema), searchParams.get('rusys'))));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const segments = splat.split('/').filter(Boolean).map(decodeURIComponent);
  const title = createLabeler(i18n)(type.schema.title);

  const save = async () => {
    setProblem(null);
    const data = submittableData(type, store);
    setSaving(true);
    try {
      const saved = await createDocument(typeId, data);
      rememberType(saved.id, typeId);
      // Clean before leaving, so the unsaved-changes guard lets the page go.
      flushSync(() => store.markSaved());
      navigate(`/dokumentas/${saved.id}`);
    } catch (error) {
      const refusal = saveRefusal(error);
      // field errors show in the form under the error summary (the spec's sentence, once)
      if (refusal.kind === 'invalid') store.setErrors(refusal.errors);
      else setProblem(refusal.kind === 'other' ? refusal.message : t('documents.invalid'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SchemaFormProvider type={type} store={store}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {t('documents.new.title', { type: title })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('documents.new.note')}
      </Typography>
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Box>
        <TabsView basePath={basePath} tab={segments[0]} rest={segments.slice(1)} actions={<SaveButton saving={saving} onSave={() => void save()} />} />
      </Box>
      <UnsavedChangesGuard within={basePath} />
    </SchemaFormProvider>
  );
}
