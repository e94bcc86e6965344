/**
 * The /admin sections that are built, in the order of spec §2.1: the section navigation and
 * the routes (src/app/workplace/routes.tsx) are generated from this list, so a new section
 * is one line here (its id is the path segment /admin/{id}, its label `admin:section.{id}`,
 * its feature the administration key of src/domain/access/features.ts the guard and the
 * API check). Sections not listed are not shown: no placeholders.
 */
import type { FeatureKey } from '../../domain/access/features';
import type { RouteModule } from '../../lib/routing/lazy-route';

export interface AdminSection {
  id: string;
  feature: FeatureKey;
  load: () => Promise<RouteModule>;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'susijusiems', feature: 'adminReport', load: () => import('./reports/routes/susijusiems') },
  { id: 'stsr', feature: 'adminReport', load: () => import('./reports/routes/stsr') },
  { id: 'ntr', feature: 'adminReport', load: () => import('./reports/routes/ntr') },
  { id: 'nep', feature: 'adminReport', load: () => import('./reports/routes/nep') },
  { id: 'parametrai', feature: 'adminParameters', load: () => import('./routes/parameters') },
  { id: 'klasifikatoriai', feature: 'adminClassifiers', load: () => import('./routes/classifiers') },
  { id: 'teises', feature: 'adminRights', load: () => import('./routes/rights') },
  { id: 'registrai', feature: 'adminRegisters', load: () => import('./broker/routes/registers') },
  { id: 'registravimas', feature: 'adminAutoRegistration', load: () => import('./routes/auto-registration') },
  { id: 'siuntimo-administravimas', feature: 'adminSendingAdministration', load: () => import('./outbox/routes/outbox') },
  { id: 'taisykles', feature: 'adminRules', load: () => import('./routes/business-rules') },
  { id: 'tooltip', feature: 'adminTooltips', load: () => import('./routes/tooltips') },
  { id: 'broker', feature: 'adminBroker', load: () => import('./broker/routes/broker') },
  { id: 'broker-list', feature: 'adminBroker', load: () => import('./broker/routes/broker-list') },
  { id: 'sistema-info', feature: 'adminSystemInfo', load: () => import('./routes/system-info') },
  { id: 'zinute', feature: 'adminMessage', load: () => import('./routes/messages') },
  { id: 'generavimas', feature: 'adminGeneration', load: () => import('./routes/generation') },
  { id: 'pas-tvarkymas', feature: 'adminPasArrangement', load: () => import('./routes/signature-arrangement') },
];
