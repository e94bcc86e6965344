/**
 * The user's own change notice with the data they may change (the server's
 * `changeableSections`): the type's tabs through the generic renderer (src/form), editable
 * where every field of the tab is a changeable section (useChangeableTab, shared with the
 * workplace's notices), read-only elsewhere. "Save changes"
 * sends exactly the changeable sections (PUT /objects/:id/data on the version shown); the
 * server's field errors show under the fields, as the renderer's own would.
 */
import { use, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { sectionTitleKey } from '../../../domain/schema/layout';
import { SchemaFormProvider, useFormSession } from '../../../form/components/form-session';
import { TabsView } from '../../../form/components/tabs-view';
import { UnsavedChangesGuard } from '../../../form/components/unsaved-changes-guard';
import { createDocumentStore } from '../../../form/engine/document-store';
import { useChangeableTab } from '../../../form/hooks/use-changeable-tab';
import { useVisibleSections } from '../../../form/hooks/use-layout';
import { loadFormTypeWithLabels } from '../../../form/load-form-type';
import { isApiError } from '../../../lib/api/api-error';
import { changeObjectData } from '../api';

export interface ChangeableDocumentProps {
  id: number;
  version: number;
  type: string;
  data: Record<string, unknown>;
  changeable: readonly string[];
  basePath: string;
  segments: string[];
  onSaved: () => void;
}

function ChangeTabs({ id, version, changeable, basePath, segments, onSaved }: Omit<ChangeableDocumentProps, 'type' | 'data'>) {
  const { t } = useTranslation('selfService');
  const { store, submittable, label } = useFormSession();
  const sections = useVisibleSections('tabs');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const editable = useChangeableTab(segments[0], changeable);
  const titles = sections.filter((s) => s.fields.some((f) => changeable.includes(f))).map((s) => label(sectionTitleKey('tabs', s)));

  const save = async () => {
    setBusy(true);
    setProblem(null);
    const data = submittable();
    // exactly the sections the user may change; one the document no longer holds is removed
    const changed = Object.fromEntries(changeable.map((k) => [k, data[k] ?? null]));
    try {
      await changeObjectData(id, version, changed);
      store.markSaved();
      onSaved();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 422 && error.errors.length > 0) store.setErrors(error.errors);
      setProblem(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('change.intro', { sections: titles.join(', ') })}
      </Alert>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <TabsView
        basePath={basePath}
        tab={segments[0]}
        rest={segments.slice(1)}
        readOnly={!editable}
        actions={
          <Button variant="contained" onClick={() => void save()} disabled={busy}>
            {t('change.save')}
          </Button>
        }
      />
      <UnsavedChangesGuard within={basePath} />
    </>
  );
}

export function ChangeableDocument({ type, data, ...rest }: ChangeableDocumentProps) {
  const { i18n } = useTranslation();
  const formType = use(loadFormTypeWithLabels(type, i18n));
  const [store] = useState(() => createDocumentStore(data));
  return (
    <SchemaFormProvider type={formType} store={store}>
      <ChangeTabs {...rest} />
    </SchemaFormProvider>
  );
}
