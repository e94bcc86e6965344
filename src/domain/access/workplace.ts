/**
 * What the workplace shell derives from the user's roles: its title, the home route and
 * the tab the top-menu search entry opens (spec §1, §2.1). Pure, so the browser and the
 * tests share one definition.
 */
import { canUseFeature, type FeatureKey } from './features.js';
import { isReader, isRegistryStaff, type Role } from './roles.js';

/**
 * The translation key of the workplace title (locales/<lng>/common.json `app.workplaceTitle`):
 * the registrar's for registry staff and readers, otherwise the data provider's (spec §1).
 */
export function workplaceTitleKey(roles: readonly Role[]): 'app.workplaceTitle.registrar' | 'app.workplaceTitle.provider' {
  return isRegistryStaff(roles) || isReader(roles) ? 'app.workplaceTitle.registrar' : 'app.workplaceTitle.provider';
}

export const HOME_ROUTE = '/pagrindinis';
export const RECEIVED_JOURNAL_ROUTE = '/zurnalas/gaunami';

/** The home route: the registrar-viewer (RGV) starts at the received journal, everyone else at the dashboard (spec §2.1, §6). */
export function homeRoute(roles: readonly Role[]): string {
  return roles.includes('RGV') ? RECEIVED_JOURNAL_ROUTE : HOME_ROUTE;
}

export type SearchTab = 'juridinis' | 'fizinis' | 'turtas' | 'kodas' | 'tvirtinimas' | 'mano-paieskos';

/** The search tabs in the order the search entry tries them (spec §2.1), with the feature each needs. */
export const SEARCH_TAB_ORDER: readonly { tab: Exclude<SearchTab, 'mano-paieskos'>; feature: FeatureKey }[] = [
  { tab: 'juridinis', feature: 'searchLegalPerson' },
  { tab: 'fizinis', feature: 'searchNaturalPerson' },
  { tab: 'turtas', feature: 'searchAsset' },
  { tab: 'kodas', feature: 'searchCode' },
  { tab: 'tvirtinimas', feature: 'searchConfirmation' },
];

/**
 * The tab the top-menu search entry opens: the first of legal-entity, natural-person,
 * property, code and customer-centre approval the roles may use, else own searches.
 */
export function searchEntryTab(roles: readonly Role[]): SearchTab {
  return SEARCH_TAB_ORDER.find(({ feature }) => canUseFeature(roles, feature))?.tab ?? 'mano-paieskos';
}
