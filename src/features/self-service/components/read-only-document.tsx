/**
 * The document's data read-only through the generic renderer (src/form): the type's layout
 * tabs as route segments under `basePath`, inside a disabled fieldset (the renderer has no
 * read-only mode of its own; every input and button is inert).
 */
import { use, useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { SchemaFormProvider } from '../../../form/components/form-session';
import { TabsView } from '../../../form/components/tabs-view';
import { createDocumentStore } from '../../../form/engine/document-store';
import { loadFormTypeWithLabels } from '../../../form/load-form-type';

export interface ReadOnlyDocumentProps {
  type: string;
  data: Record<string, unknown>;
  basePath: string;
  segments: string[];
}

export function ReadOnlyDocument({ type, data, basePath, segments }: ReadOnlyDocumentProps) {
  const { i18n } = useTranslation();
  const formType = use(loadFormTypeWithLabels(type, i18n));
  const [store] = useState(() => createDocumentStore(data));
  return (
    <SchemaFormProvider type={formType} store={store}>
      <Box component="fieldset" disabled sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <TabsView basePath={basePath} tab={segments[0]} rest={segments.slice(1)} />
      </Box>
    </SchemaFormProvider>
  );
}
