/**
 * Which face this page is: the professional workplace or the self-service portal. The HTML
 * entry says so (<html data-face="portal"> in portal.html), so library code can pick the
 * API base without the app wiring it through every call.
 */
export type Face = 'workplace' | 'portal';

/** The API base of each face (spec §7). */
export const API_BASES: Record<Face, string> = { workplace: '/api', portal: '/sav' };

/** The face of the current document (workplace when not marked). */
export function currentFace(): Face {
  return typeof document !== 'undefined' && document.documentElement.dataset.face === 'portal' ? 'portal' : 'workplace';
}
