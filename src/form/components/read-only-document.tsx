/**
 * The document's data read-only through the generic renderer (src/form): the type's layout
 * tabs as route segments under `basePath`, in the renderer's read-only mode (ReadOnlyScope:
 * values as read-only text, no editing controls, rows open read-only).
 */
import { use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaFormProvider } from './form-session';
import { TabsView } from './tabs-view';
import { createDocumentStore } from '../engine/document-store';
import { loadFormTypeWithLabels } from '../load-form-type';

export interface ReadOnlyDocumentProps {
  type: string;
  /** the version the item is pinned to (absent: the newest) */
  schemaVersion?: string;
  data: Record<string, unknown>;
  basePath: string;
  segments: string[];
}

export function ReadOnlyDocument({ type, schemaVersion, data, basePath, segments }: ReadOnlyDocumentProps) {
  const { i18n } = useTranslation();
  const formType = use(loadFormTypeWithLabels(type, i18n, schemaVersion));
  const [store] = useState(() => createDocumentStore(data));
  return (
    <SchemaFormProvider type={formType} store={store}>
      <TabsView basePath={basePath} tab={segments[0]} rest={segments.slice(1)} readOnly />
    </SchemaFormProvider>
  );
}
