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
] as const;

export const ALL_ROLES = [
  ...PROVIDER_ROLES,
  ...REGISTRY_ROLES,
  ...READER_ROLES,
  ...SELF_SERVICE_ROLES,
  ...SEARCH_ROLES,
  ...OTHER_ROLES,
] as const;

export type Role = (typeof ALL_ROLES)[number];

export const isRole = (value: string): value is Role => (ALL_ROLES as readonly string[]).includes(value);
