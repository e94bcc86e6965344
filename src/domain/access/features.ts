/**
 * The role-to-feature table (spec §2.2, §6). Both the server (route rules) and the browser
 * (guard, menu, tabs) read it. Every feature key of the spec is listed here with its roles;
 * the spec's rule "an unlisted feature is open to all" is kept in canUseFeature, but the
 * access-matrix test refuses a route whose feature key is not in this table, so a typo can
 * never open a route. Where the spec names a feature without its roles, the choice is
 * explained next to it (and in src/domain/access/README.md).
 */
import { ANALYST_ROLES, NOTARY_ROLES, PROVIDER_ROLES, READER_ROLES, REGISTRY_ROLES, SEARCH_ROLES, WORKPLACE_ROLES, type Role } from './roles.js';

/** spec §6: a role nobody holds, so the feature that needs it is closed to everyone. */
export const NOBODY = 'nera';

const ADMIN = ['AD_administratorius'] as const;
const ARCHIVE = ['AD_administratorius', 'AR_archyvatorius'] as const;
const SELF_SERVICE = ['EL_JA', 'EL_FA'] as const;
/** Registry staff and readers work the journals: readers read what registrars do. */
const JOURNAL = [...REGISTRY_ROLES, ...READER_ROLES] as const;

export const FEATURE_ROLES = {
  // ── the workplace dashboard: every professional role has a home (no loop for a denied user)
  main: WORKPLACE_ROLES,
  /** spec §6: needs the role 'nera' that nobody holds. */
  ntSandoris: [NOBODY],
  /** spec §6: the mortgage tab is for all providers and registry staff. */
  mortgage: [...PROVIDER_ROLES, ...REGISTRY_ROLES],
  /** spec §6: the contract tab is for legal-person providers (DT_JA) and registry staff. */
  contract: ['DT_JA', ...REGISTRY_ROLES],
  /**
   * spec §6: new applications (requests on legal facts) are for notaries: exactly the
   * workplace roles the request types accept (their `registry.createRoles`: DT_notaras only;
   * an assistant could open the page but not file any type).
   */
  newApplication: ['DT_notaras'],
  /** spec §6: the documents-in-preparation application list is for notaries only (its mortgage tab follows `mortgage`). */
  documentsInPreparation: NOTARY_ROLES,
  /** spec §6: the transferred-documents application list is for notaries only (its mortgage tab follows `mortgage`). */
  documentsTransferred: NOTARY_ROLES,

  // ── document journal (/zurnalas): registry work lists; the RGV viewer's home is the received journal
  journalReceived: JOURNAL,
  /** spec §6: the NTR journal excludes STSR registrars. */
  journalNtrReceived: JOURNAL.filter((r) => r !== 'RG_STSR_registrat'),
  journalSent: JOURNAL,
  /** ktpr-pranesimai: notifications the registry received from other registers. */
  registryNotifications: JOURNAL,
  /** dt-rengiami: documents providers are still preparing, as seen by the registry. */
  providerInPreparation: JOURNAL,

  // ── workplace search (/paieska): split by search role (spec §6)
  searchLegalPerson: ['P_S_pagal_JA', 'P_TZ_pagal_JA'],
  searchNaturalPerson: ['P_S_pagal_FA', 'P_TZ_pagal_FA'],
  searchAsset: ['P_S_pagal_turta', 'P_TZ_pagal_turta'],
  searchCode: ['P_S_pagal_koda', 'P_I_pagal_ID', 'P_IA_pagal_ID', 'P_IT_pagal_ID', 'P_IAT_pagal_ID'],
  /** Own searches: the fallback tab of the search entry, so everyone who may search has it. */
  searchMine: [...SEARCH_ROLES, 'KAC_darbuotojas'],
  /** spec §6: confirmation of self-service search orders is for customer-centre staff. */
  searchConfirmation: ['KAC_darbuotojas'],
  /** registruoti: registering searches made for customers, by the customer centre and registrars. */
  searchRegister: ['KAC_darbuotojas', ...REGISTRY_ROLES.filter((r) => r !== 'RGV')],

  // ── self-service (portal): search tabs and objects are for EL_JA and EL_FA (spec §6)
  selfServiceSearchLegalPerson: SELF_SERVICE,
  selfServiceSearchNaturalPerson: SELF_SERVICE,
  selfServiceSearchAsset: SELF_SERVICE,
  selfServiceSearchCode: SELF_SERVICE,
  selfServiceSearchMine: SELF_SERVICE,
  selfServiceObjects: SELF_SERVICE,

  // ── archive destruction: the administrator and also the archivist (spec §6)
  archiveFormation: ARCHIVE,
  archiveAct: ARCHIVE,
  archiveArchivist: ARCHIVE,

  // ── administration: the administrator only (spec §6); adminRights also covers user administration (/api/acl)
  adminParameters: ADMIN,
  adminClassifiers: ADMIN,
  adminRights: ADMIN,
  adminRegisters: ADMIN,
  adminAutoRegistration: ADMIN,
  adminRules: ADMIN,
  adminTooltips: ADMIN,
  adminSendingAdministration: ADMIN,
  adminReport: ADMIN,
  adminBroker: ADMIN,
  adminSystemInfo: ADMIN,
  adminMessage: ADMIN,
  adminGeneration: ADMIN,
  adminPasArrangement: ADMIN,

  // ── the schema studio (/studija, issue #24): schema analysts, a role the administrator grants (decision 0123)
  studio: ANALYST_ROLES,
} as const satisfies Record<string, readonly string[]>;

export type FeatureKey = keyof typeof FEATURE_ROLES;

export const FEATURE_KEYS = Object.keys(FEATURE_ROLES) as FeatureKey[];

/** True when `key` names a feature of the table (used to refuse rules the table cannot evaluate). */
export const isFeatureKey = (key: string): key is FeatureKey => Object.hasOwn(FEATURE_ROLES, key);

/**
 * True when one of the roles may use the feature. An unlisted feature is open to all
 * (spec §6), which only matters for keys that arrive as text: typed callers can only name
 * listed features.
 */
export function canUseFeature(roles: readonly Role[], feature: FeatureKey): boolean {
  if (!isFeatureKey(feature)) return true;
  const allowed: readonly string[] = FEATURE_ROLES[feature];
  return roles.some((r) => allowed.includes(r));
}

/** The features the roles may use, e.g. to build the menu or to show in a profile dialog. */
export function featuresOf(roles: readonly Role[]): FeatureKey[] {
  return FEATURE_KEYS.filter((key) => canUseFeature(roles, key));
}
