/**
 * The item pages' extra tabs of the features (src/lib/document-tabs.ts): the app is the
 * composition root, so features register here, not in each other's code. Registration is
 * cheap (each tab's component loads when its tab opens); it runs once when the route table
 * is built. The request page (/prasymas/{id}) shows, after its own tabs, the files tab of the
 * documents feature and the lifecycle's informavimas and registravimas.
 */
import { registerArchiveTabs } from '../../features/archive/tab-registration';
import { registerAssetsPanel } from '../../features/assets/panel-registration';
import { registerFilesTab } from '../../features/documents/files-tab-registration';
import { registerLifecycleTabs } from '../../features/lifecycle/tab-registration';
import { registerRequestTabs } from '../../features/requests/tab-registration';

registerFilesTab();
registerLifecycleTabs();
registerRequestTabs();
registerArchiveTabs();
registerAssetsPanel();
