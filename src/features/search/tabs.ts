/**
 * The search tabs of each face, in the spec's order, each with the feature (spec §6) that
 * shows it and how it draws. The route tables build one route per tab from these, so the
 * guard checks each tab's feature; the server checks the same features and the role levels.
 */
import type { FeatureKey } from '../../domain/access/features';
import { canUseFeature } from '../../domain/access/features';
import { isRole } from '../../domain/access/roles';
import { SEARCH_KINDS, type SearchKind } from '../../domain/search/scopes';

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

/** A face's four search tabs and its own searches, in the spec's order, each behind the face's feature. */
const searchAndMineTabs = (f: Record<SearchKind | 'mine', FeatureKey>): SearchTabDef[] => [
  ...SEARCH_KINDS.map((kind) => search(kind, f[kind])),
  { id: 'mano-paieskos', feature: f.mine, view: 'mine' },
];

export const WORKPLACE_SEARCH_TABS: readonly SearchTabDef[] = [
  ...searchAndMineTabs({ juridinis: 'searchLegalPerson', fizinis: 'searchNaturalPerson', turtas: 'searchAsset', kodas: 'searchCode', mine: 'searchMine' }),
  ...APPROVAL_TABS,
  { id: 'registruoti', feature: 'searchRegister', view: 'register' },
];

/** The portal's tabs (spec §2.3): mano-paieskos is the default. */
export const PORTAL_SEARCH_TABS: readonly SearchTabDef[] = searchAndMineTabs({
  juridinis: 'selfServiceSearchLegalPerson',
  fizinis: 'selfServiceSearchNaturalPerson',
  turtas: 'selfServiceSearchAsset',
  kodas: 'selfServiceSearchCode',
  mine: 'selfServiceSearchMine',
});

/** The tabs these roles may open. */
export const allowedTabs = (tabs: readonly SearchTabDef[], roles: readonly string[]): SearchTabDef[] =>
  tabs.filter((tab) => canUseFeature(roles.filter(isRole), tab.feature));
