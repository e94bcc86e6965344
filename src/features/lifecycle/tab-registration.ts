/** Registers the lifecycle's tabs of the item pages (src/lib/document-tabs.ts); called by the app (src/app/workplace/document-tabs.ts). */
import { registerDocumentTab } from '../../lib/document-tabs';

const registrui = () => import('./components/registrui-tab');
const history = () => import('./components/history-tab');
const sentNotices = () => import('./components/sent-notices-tab');

/**
 * Documents: registrui (status, signature, actions), istorija (versions and actions),
 * pranesimai (notices sent). Requests (/prasymas/{id}, spec §2.1): the same views under the
 * spec's tab names — informavimas (the notices sent) and registravimas (status, signature,
 * actions, last: a request's work ends there) — and istorija after them.
 */
export function registerLifecycleTabs(): void {
  // Titles name their namespace: the pages' tab strips translate with their own first namespace only (react-i18next's default nsMode).
  // Before rinkmenos (100): registrui is where a document's work ends.
  registerDocumentTab({ id: 'registrui', titleKey: 'common:lifecycle.tabs.registrui', order: 50, load: registrui });
  registerDocumentTab({ id: 'istorija', titleKey: 'common:lifecycle.tabs.istorija', order: 110, families: ['documents', 'requests'], load: history });
  registerDocumentTab({ id: 'pranesimai', titleKey: 'common:lifecycle.tabs.pranesimai', order: 120, load: sentNotices });
  // After rinkmenos (100), in the spec's order of the request page's tabs.
  registerDocumentTab({ id: 'informavimas', titleKey: 'common:lifecycle.tabs.informavimas', order: 102, families: ['requests'], load: sentNotices });
  registerDocumentTab({ id: 'registravimas', titleKey: 'common:lifecycle.tabs.registravimas', order: 104, families: ['requests'], load: registrui });
}
