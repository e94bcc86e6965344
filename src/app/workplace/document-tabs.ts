/**
 * The document page's extra tabs of other features (src/lib/document-tabs.ts): the app is
 * the composition root, so features register here, not in each other's code. Registration
 * is cheap (each tab's component loads when its tab opens); it runs once when the route
 * table is built.
 */
import { registerLifecycleTabs } from '../../features/lifecycle/tab-registration';

registerLifecycleTabs();
