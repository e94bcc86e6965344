/**
 * The portal's session keeper, mounted once in the portal layout (no route guard in the
 * portal, spec §2.2):
 * - while signed in: keep-alive and the idle clock; when the idle time runs out, or the
 *   server refuses the session (401), the session ends and the browser goes to the central
 *   self-service site's session-expired page (spec §4, §8);
 * - the terms dialog while the self-service contract is not accepted (spec §4); Disagree
 *   ends the session and goes to the central self-service home;
 * - when the central site does not recognise the session (its menu.do answer, see
 *   src/features/central-site/use-central-frame.ts): at first load a sign-in error (the
 *   central home, saying so), later a session error (its session-expired page) — spec §8.
 * Every one of these ends the server session first (POST logout).
 */
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { events } from '../../../lib/events';
import { useSession } from '../../../lib/use-session';
import { logOut } from '../api/log-out';
import { needsConsent } from '../session/consent';
import { goToCentralSite } from '../session/go-to';
import { useIdleWatcher } from '../session/use-idle-watcher';
import { useKeepAlive } from '../session/use-keep-alive';
import { DEFAULT_IDLE_MINUTES } from '../../../domain/constants';

const PortalConsentDialog = lazy(() => import('./portal-consent-dialog'));

/** Why the central self-service site refused the session: 'sign-in' at first load, 'session' later. */
export type CentralSiteProblem = 'sign-in' | 'session';

const toSessionExpired = () => void goToCentralSite((site) => site.sessionExpired);

export function PortalSession({ centralProblem = null }: { centralProblem?: CentralSiteProblem | null }) {
  const current = useSession();
  const signedIn = current !== null;

  // A 401 while signed in means the server ended the session: the central session-error page.
  useEffect(() => {
    if (!signedIn) return;
    return events.on('auth-failed', toSessionExpired);
  }, [signedIn]);

  const expire = useCallback(() => {
    void logOut().then(toSessionExpired);
  }, []);

  // The central site no longer knows this session: end ours too and go where it says.
  useEffect(() => {
    if (!signedIn || !centralProblem) return;
    void logOut().then(() => goToCentralSite((site) => (centralProblem === 'sign-in' ? site.signInFailed : site.sessionExpired)));
  }, [signedIn, centralProblem]);

  useKeepAlive(signedIn);
  useIdleWatcher({ enabled: signedIn, idleMinutes: current?.user.idleMinutes ?? DEFAULT_IDLE_MINUTES, onExpire: expire });

  if (!current || !needsConsent(current.user, 'portal')) return null;
  return (
    <Suspense fallback={null}>
      <PortalConsentDialog onRefused={() => void logOut().then(() => goToCentralSite((site) => site.home))} />
    </Suspense>
  );
}
