/** Registers the archive's tab of the document page (src/lib/document-tabs.ts): sulaikymai, the item's legal holds; called by the app (src/app/workplace/document-tabs.ts). */
import { registerDocumentTab } from '../../lib/document-tabs';

const holds = () => import('./components/holds-tab');

export function registerArchiveTabs(): void {
  // After the lifecycle's tabs (pranesimai is 120); the title names its namespace (decision 0224).
  registerDocumentTab({ id: 'sulaikymai', titleKey: 'common:lifecycle.tabs.sulaikymai', order: 130, load: holds });
}
