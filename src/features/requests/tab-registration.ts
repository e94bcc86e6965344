/** Registers the request page's own tabs (src/lib/document-tabs.ts); called by the app (src/app/workplace/document-tabs.ts). */
import { registerDocumentTab } from '../../lib/document-tabs';

/**
 * dokumento-duomenys and duomenu-teikejas (spec §2.1), first among the request page's extra
 * tabs (rinkmenos 100, informavimas 102, registravimas 104 follow).
 */
export function registerRequestTabs(): void {
  registerDocumentTab({
    id: 'dokumento-duomenys',
    titleKey: 'fields:fields.tabs.dokumento-duomenys',
    order: 10,
    families: ['requests'],
    load: () => import('./components/request-data-tab'),
  });
  registerDocumentTab({
    id: 'duomenu-teikejas',
    titleKey: 'fields:fields.tabs.duomenu-teikejas',
    order: 20,
    families: ['requests'],
    load: () => import('./components/provider-tab'),
  });
}
