/** Registers the lifecycle's tabs of the document page (src/lib/document-tabs.ts); called by the app (src/app/workplace/document-tabs.ts). */
import { registerDocumentTab } from '../../lib/document-tabs';

/** registrui (status, signature, actions), istorija (versions and actions), pranesimai (notices sent). */
export function registerLifecycleTabs(): void {
  // Before rinkmenos (100): registrui is where a document's work ends.
  registerDocumentTab({ id: 'registrui', titleKey: 'lifecycle.tabs.registrui', order: 50, load: () => import('./components/registrui-tab') });
  registerDocumentTab({ id: 'istorija', titleKey: 'lifecycle.tabs.istorija', order: 110, load: () => import('./components/history-tab') });
  registerDocumentTab({ id: 'pranesimai', titleKey: 'lifecycle.tabs.pranesimai', order: 120, load: () => import('./components/sent-notices-tab') });
}
