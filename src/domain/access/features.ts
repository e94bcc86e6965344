/**
 * The role-to-feature table (spec §2.2, §6). A feature that is not listed is open to every
 * signed-in user. Both the server (route rules) and the browser (guard, menu) read it.
 */
import type { Role } from './roles.js';

export const FEATURE_ROLES = {
  /** spec §6: needs the role 'nera' that nobody holds. */
  ntSandoris: ['nera'],
} as const satisfies Record<string, readonly string[]>;

export type FeatureKey = keyof typeof FEATURE_ROLES | 'main';

/** True when one of the roles may use the feature (unlisted features are open to all). */
export function canUseFeature(roles: readonly Role[], feature: FeatureKey): boolean {
  const allowed = (FEATURE_ROLES as Record<string, readonly string[]>)[feature];
  if (!allowed) return true;
  return roles.some((r) => allowed.includes(r));
}
