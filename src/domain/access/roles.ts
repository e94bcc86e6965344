/**
 * Every role of spec §6. Roles are only ever read from the database; this list is the
 * vocabulary the feature table and the seed use, never something granted by default.
 */
export const PROVIDER_ROLES = [
  'DT_notaras',
  'DT_notaro_padejejas',
  'DT_notaro_atstovas',
  'DT_teismas',
  'DT_antstolis',
  'DT_kita_institucija',
  'DT_JA',
] as const;

/** Court, bailiff and other institution: the 'ATK' group. */
export const ATK_ROLES = ['DT_teismas', 'DT_antstolis', 'DT_kita_institucija'] as const;

export const REGISTRY_ROLES = ['RG_STSR_registrat', 'RG_NTR_registrat', 'RG_NTR_vadovas', 'RG', 'RGV'] as const;
export const READER_ROLES = ['SK_skaitytojas'] as const;
export const SELF_SERVICE_ROLES = ['EL_JA', 'EL_FA'] as const;
export const SEARCH_ROLES = [
  'P_S_pagal_JA',
  'P_S_pagal_FA',
  'P_S_pagal_turta',
  'P_S_pagal_koda',
  'P_I_pagal_ID',
  'P_IA_pagal_ID',
  'P_IT_pagal_ID',
  'P_IAT_pagal_ID',
  'P_TZ_pagal_JA',
  'P_TZ_pagal_FA',
  'P_TZ_pagal_turta',
  'P_matyti_istorija',
] as const;
export const OTHER_ROLES = [
  'KAC_darbuotojas',
  'ntr3.reg',
  'ntr3.fa_duomenys',
  'ntr3.istorija',
  'AR_archyvatorius',
  'AD_administratorius',
  'AN_schemu_analitikas',
] as const;

export const ALL_ROLES = [...PROVIDER_ROLES, ...REGISTRY_ROLES, ...READER_ROLES, ...SELF_SERVICE_ROLES, ...SEARCH_ROLES, ...OTHER_ROLES] as const;

export type Role = (typeof ALL_ROLES)[number];

export const isRole = (value: string): value is Role => (ALL_ROLES as readonly string[]).includes(value);

/** Schema analysts: edit, review and publish catalogue types in the schema studio (issue #24; decision 0123). */
export const ANALYST_ROLES = ['AN_schemu_analitikas'] as const;

/** The notary office: the notary and the assistants and representatives who act for them. */
export const NOTARY_ROLES = ['DT_notaras', 'DT_notaro_padejejas', 'DT_notaro_atstovas'] as const;

/** Registrars who sign registrations (every registry role except the viewer RGV). */
export const REGISTRAR_ROLES = ['RG_STSR_registrat', 'RG_NTR_registrat', 'RG_NTR_vadovas', 'RG'] as const;

/** Roles a workplace (professional) session may hold: every role except the self-service ones. */
export const WORKPLACE_ROLES = ALL_ROLES.filter(
  (r): r is Exclude<Role, (typeof SELF_SERVICE_ROLES)[number]> => !(SELF_SERVICE_ROLES as readonly string[]).includes(r),
);

/** Roles a portal (self-service) session may hold. */
export const PORTAL_ROLES = SELF_SERVICE_ROLES;

const holdsAny = (roles: readonly string[], group: readonly string[]) => roles.some((r) => group.includes(r));

/** True for registry staff: RG_STSR_registrat, RG_NTR_registrat, RG_NTR_vadovas, RG and the viewer RGV (spec §6). */
export const isRegistryStaff = (roles: readonly string[]): boolean => holdsAny(roles, REGISTRY_ROLES);

/** True for data providers: notaries, their assistants and representatives, courts, bailiffs, other institutions, legal entities. */
export const isProvider = (roles: readonly string[]): boolean => holdsAny(roles, PROVIDER_ROLES);

/** True for a reader (SK_skaitytojas); spec §1: a reader is neither registry staff nor provider. */
export const isReader = (roles: readonly string[]): boolean => holdsAny(roles, READER_ROLES);

/** True for the 'ATK' group: court, bailiff, other institution. */
export const isAtk = (roles: readonly string[]): boolean => holdsAny(roles, ATK_ROLES);

/** True for the notary office (notary, assistant, representative). */
export const isNotary = (roles: readonly string[]): boolean => holdsAny(roles, NOTARY_ROLES);

/** True for a self-service (portal) user: EL_JA or EL_FA. */
export const isSelfService = (roles: readonly string[]): boolean => holdsAny(roles, SELF_SERVICE_ROLES);

/**
 * The roles a session of `face` holds: the user's database roles that belong to that face,
 * dropping any text that is not a known role. A session never holds more than its user.
 */
export function rolesForFace(userRoles: readonly string[], face: 'workplace' | 'portal'): Role[] {
  const allowed: readonly string[] = face === 'portal' ? PORTAL_ROLES : WORKPLACE_ROLES;
  return userRoles.filter((r): r is Role => isRole(r) && allowed.includes(r));
}
