/**
 * The search tabs of each face, in the spec's order, each with the feature (spec §6) that
 * shows it and how it draws. The route tables build one route per tab from these, so the
 * guard checks each tab's feature; the server checks the same features and the role levels.
 */
import type { FeatureKey } from '../../domain/access/features';
import { canUseFeature } from '../../domain/access/features';
import { isRole } from '../../domain/access/roles';
import type { SearchKind } from '../../domain/search/scopes';

/** How a tab draws: a search of one kind, the own searches, registering a search, or a component another feature provides. */
type TabView = { view: 'search'; kind: SearchKind } | { view: 'mine' } | { view: 'register' } | { view: 'plugged' };

export type SearchTabDef = { id: string; feature: FeatureKey } & TabView;

const search = (id: SearchKind, feature: FeatureKey): SearchTabDef => ({ id, feature, view: 'search', kind: id });

/**
 * The customer-centre approval tab (`tvirtinimas`, feature searchConfirmation), between
 * mano-paieskos and registruoti (spec order): its element is the extracts feature's
 * ApprovalTab, given by the workplace shell (src/app/workplace/search-page.tsx).
 */
const APPROVAL_TABS: readonly SearchTabDef[] = [{ id: 'tvirtinimas', feature: 'searchConfirmation', view: 'plugged' }];

export const WORKPLACE_SEARCH_TABS: readonly SearchTabDef[] = [
  search('juridinis', 'searchLegalPerson'),
  search('fizinis', 'searchNaturalPerson'),
  search('turtas', 'searchAsset'),
  search('kodas', 'searchCode'),
  { id: 'mano-paieskos', feature: 'searchMine', view: 'mine' },
  ...APPROVAL_TABS,
  { id: 'registruoti', feature: 'searchRegister', view: 'register' },
];

/** The portal's tabs (spec §2.3): mano-paieskos is the default. */
export const PORTAL_SEARCH_TABS: readonly SearchTabDef[] = [
  search('juridinis', 'selfServiceSearchLegalPerson'),
  search('fizinis', 'selfServiceSearchNaturalPerson'),
  search('turtas', 'selfServiceSearchAsset'),
  search('kodas', 'selfServiceSearchCode'),
  { id: 'mano-paieskos', feature: 'selfServiceSearchMine', view: 'mine' },
];

/** The tabs these roles may open. */
export const allowedTabs = (tabs: readonly SearchTabDef[], roles: readonly string[]): SearchTabDef[] =>
  tabs.filter((tab) => canUseFeature(roles.filter(isRole), tab.feature));
