/**
 * What each search role grants (decision 0060): per tab a result level, what an opened entry
 * shows, who sees deregistered and historical entries and who records searches for others.
 * The server decides every answer from these functions; the browser reads them to draw tabs.
 */
import { REGISTRY_ROLES, type Role } from '../access/roles.js';

/** The tabs that run a search over the register's index rows. */
export const SEARCH_KINDS = ['juridinis', 'fizinis', 'turtas', 'kodas'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The search log's kind of an entry opened from a result (criteria: its registry number; decision 0100). */
export const OPENED_ENTRY = 'irasas';

/**
 * How much a result row says: `full` names the matched party or asset and lets the user open
 * the entry; `exists` says only that an entry exists (registry number, type, date, in force
 * or not): the answer of the TZ roles and of the portal's public search.
 */
export type ResultLevel = 'full' | 'exists';

const FULL: Record<SearchKind, readonly Role[]> = {
  juridinis: ['P_S_pagal_JA'],
  fizinis: ['P_S_pagal_FA'],
  turtas: ['P_S_pagal_turta'],
  kodas: ['P_S_pagal_koda', 'P_I_pagal_ID', 'P_IA_pagal_ID', 'P_IT_pagal_ID', 'P_IAT_pagal_ID'],
};
const EXISTS: Record<SearchKind, readonly Role[]> = {
  juridinis: ['P_TZ_pagal_JA'],
  fizinis: ['P_TZ_pagal_FA'],
  turtas: ['P_TZ_pagal_turta'],
  kodas: [],
};

/** Roles that record a search on behalf of a requester (registruoti): customer centre and registrars, not the viewer. */
export const SEARCH_REGISTER_ROLES: readonly Role[] = ['KAC_darbuotojas', ...REGISTRY_ROLES.filter((r) => r !== 'RGV')];

const holds = (roles: readonly Role[], group: readonly Role[]) => roles.some((r) => group.includes(r));

/**
 * The result level the roles give on a tab, or null when they give none.
 * @param face the portal (EL_FA, EL_JA) searches public register data: always `exists`
 */
export function resultLevel(roles: readonly Role[], kind: SearchKind, face: 'workplace' | 'portal'): ResultLevel | null {
  if (face === 'portal') return roles.includes('EL_FA') || roles.includes('EL_JA') ? 'exists' : null;
  if (holds(roles, FULL[kind])) return 'full';
  return holds(roles, EXISTS[kind]) ? 'exists' : null;
}

/** What an opened entry shows beyond its header (registry number, type, status, dates). */
export interface EntrySections {
  parties: boolean;
  assets: boolean;
  history: boolean;
}

/**
 * The sections of an opened entry: a P_S_* role or P_IAT_pagal_ID shows parties and assets,
 * P_IA_pagal_ID parties, P_IT_pagal_ID assets, P_I_pagal_ID the header only; P_matyti_istorija
 * adds the history; registrars and KAC (registruoti) show parties and assets. Null: the roles
 * may not open an entry (TZ roles, no search role).
 */
export function entrySections(roles: readonly Role[]): EntrySections | null {
  // registruoti answers at the full level, so registrars and the customer centre open its results as a P_S_* role does
  const all = holds(roles, ['P_S_pagal_JA', 'P_S_pagal_FA', 'P_S_pagal_turta', 'P_S_pagal_koda', 'P_IAT_pagal_ID', ...SEARCH_REGISTER_ROLES]);
  const parties = all || roles.includes('P_IA_pagal_ID');
  const assets = all || roles.includes('P_IT_pagal_ID');
  if (!parties && !assets && !roles.includes('P_I_pagal_ID')) return null;
  return { parties, assets, history: seesHistory(roles) };
}

/** P_matyti_istorija: deregistered (nutrauktas) entries appear in results and entries show their history. */
export const seesHistory = (roles: readonly Role[]): boolean => roles.includes('P_matyti_istorija');

/** True when the roles may record a search requested by someone else (registruoti). */
export const mayRegisterSearch = (roles: readonly Role[]): boolean => holds(roles, SEARCH_REGISTER_ROLES);
