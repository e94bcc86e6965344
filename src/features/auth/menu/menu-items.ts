/**
 * The workplace's top menu (spec §2.1) as data: each item is a section of the app with the
 * tabs it opens, each tab with the feature of src/domain/access/features.ts that the guard
 * checks on its route. An item is shown when the user may open at least one of its tabs and
 * leads to the first of them; the search entry's tab follows the role order of spec §2.1
 * (searchEntryTab). A unit test checks that every item's route that exists in the route
 * table carries the same feature, so the menu and the guard cannot disagree.
 */
import { canUseFeature, type FeatureKey } from '../../../domain/access/features';
import { searchEntryTab } from '../../../domain/access/workplace';
import { knownRoles } from '../session/roles';

export interface MenuTab {
  path: string;
  /** the tab is open to the user when one of these features is */
  features: readonly FeatureKey[];
}

export interface MenuItem {
  id: string;
  /** translation key (common.json) */
  label: string;
  /** the section's root: the item is the current one anywhere below it */
  section: string;
  tabs: readonly MenuTab[];
}

const ADMIN_FEATURES: readonly FeatureKey[] = [
  'adminReport',
  'adminParameters',
  'adminClassifiers',
  'adminRights',
  'adminRegisters',
  'adminAutoRegistration',
  'adminSendingAdministration',
  'adminRules',
  'adminTooltips',
  'adminBroker',
  'adminSystemInfo',
  'adminMessage',
  'adminGeneration',
  'adminPasArrangement',
];

const tab = (path: string, ...features: FeatureKey[]): MenuTab => ({ path, features });

/** In the order of spec §2.1. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { id: 'main', label: 'menu.main', section: '/pagrindinis', tabs: [tab('/pagrindinis', 'main')] },
  { id: 'ntSandoris', label: 'menu.ntSandoris', section: '/nt-sandoris', tabs: [tab('/nt-sandoris', 'ntSandoris')] },
  { id: 'mortgage', label: 'menu.mortgage', section: '/hipoteka', tabs: [tab('/hipoteka', 'mortgage')] },
  { id: 'contract', label: 'menu.contract', section: '/sutartis', tabs: [tab('/sutartis', 'contract')] },
  { id: 'newApplication', label: 'menu.newApplication', section: '/prasymas-naujas', tabs: [tab('/prasymas-naujas', 'newApplication')] },
  {
    id: 'inPreparation',
    label: 'menu.inPreparation',
    section: '/rengiami-dokumentai',
    // the mortgage tab follows `mortgage`; the applications tab is the notaries' (spec §6)
    tabs: [tab('/rengiami-dokumentai/hipotekos', 'mortgage'), tab('/rengiami-dokumentai/prasymai', 'documentsInPreparation')],
  },
  {
    id: 'transferred',
    label: 'menu.transferred',
    section: '/perduoti-dokumentai',
    tabs: [tab('/perduoti-dokumentai/hipotekos', 'mortgage'), tab('/perduoti-dokumentai/prasymai', 'documentsTransferred')],
  },
  {
    id: 'journal',
    label: 'menu.journal',
    section: '/zurnalas',
    tabs: [
      tab('/zurnalas/gaunami', 'journalReceived'),
      tab('/zurnalas/ntr-gaunami', 'journalNtrReceived'),
      tab('/zurnalas/siunciami', 'journalSent'),
      tab('/zurnalas/ktpr-pranesimai', 'registryNotifications'),
      tab('/zurnalas/dt-rengiami', 'providerInPreparation'),
    ],
  },
  {
    id: 'search',
    label: 'menu.search',
    section: '/paieska',
    tabs: [
      tab('/paieska/juridinis', 'searchLegalPerson'),
      tab('/paieska/fizinis', 'searchNaturalPerson'),
      tab('/paieska/turtas', 'searchAsset'),
      tab('/paieska/kodas', 'searchCode'),
      tab('/paieska/tvirtinimas', 'searchConfirmation'),
      tab('/paieska/mano-paieskos', 'searchMine'),
      tab('/paieska/registruoti', 'searchRegister'),
    ],
  },
  {
    id: 'archive',
    label: 'menu.archive',
    section: '/archyvo-naikinimas',
    tabs: [
      tab('/archyvo-naikinimas/formavimas', 'archiveFormation'),
      tab('/archyvo-naikinimas/aktas', 'archiveAct'),
      tab('/archyvo-naikinimas/archyvaras', 'archiveArchivist'),
    ],
  },
  { id: 'admin', label: 'menu.admin', section: '/admin', tabs: [tab('/admin', ...ADMIN_FEATURES)] },
  { id: 'studio', label: 'menu.studio', section: '/studija', tabs: [tab('/studija', 'studio')] },
];

export interface VisibleMenuItem {
  id: string;
  label: string;
  section: string;
  to: string;
}

/**
 * The search entry's target (spec §2.1): legal-entity, natural-person, property, code,
 * customer-centre approval, else own searches. Registrars may search only to register
 * (no own searches, src/domain/access/README.md): they get the first search tab they may open.
 */
function searchTarget(allowed: readonly MenuTab[], roles: ReturnType<typeof knownRoles>): string {
  const preferred = `/paieska/${searchEntryTab(roles)}`;
  return allowed.some((t) => t.path === preferred) ? preferred : allowed[0].path;
}

/** The items these roles may open, each with where it leads. */
export function visibleMenu(roles: readonly string[], items: readonly MenuItem[] = MENU_ITEMS): VisibleMenuItem[] {
  const known = knownRoles(roles);
  return items.flatMap((item) => {
    const allowed = item.tabs.filter((t) => t.features.some((f) => canUseFeature(known, f)));
    if (allowed.length === 0) return [];
    const to = item.id === 'search' ? searchTarget(allowed, known) : allowed[0].path;
    return [{ id: item.id, label: item.label, section: item.section, to }];
  });
}
