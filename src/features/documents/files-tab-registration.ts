/** Registers the rinkmenos tab (files of the document) on the document page. */
import { registerDocumentTab } from '../../lib/document-tabs';

/** Adds the rinkmenos tab; every document type has it (spec §2.1, §5), and so has the request page (/prasymas/{id}/rinkmenos). */
export function registerFilesTab(): void {
  registerDocumentTab({
    id: 'rinkmenos',
    titleKey: 'documents.files.tab',
    order: 100,
    families: ['documents', 'requests'],
    load: () => import('./components/files-tab'),
  });
}
