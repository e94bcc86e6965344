/**
 * The portal's session keeper, mounted once in the portal layout (no route guard in the
 * portal, spec §2.2):
 * - while signed in: keep-alive and the idle clock; when the idle time runs out, or the
 *   server refuses the session (401), the session ends and the browser goes to the central
 *   self-service site's session-expired page (spec §4, §8);
 * - the terms dialog while the self-service contract is not accepted (spec §4); Disagree
 *   ends the session and goes to the central self-service home.
 */
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { config } from '../../../lib/config';
import { events } from '../../../lib/events';
import { useSession } from '../../../lib/use-session';
import { logOut } from '../api/log-out';
import { needsConsent } from '../session/consent';
import { goTo } from '../session/go-to';
import { useIdleWatcher } from '../session/use-idle-watcher';
import { useKeepAlive } from '../session/use-keep-alive';
import { DEFAULT_IDLE_MINUTES } from '../../../domain/constants';

const PortalConsentDialog = lazy(() => import('./portal-consent-dialog'));

export function PortalSession() {
  const current = useSession();
  const navigate = useNavigate();
  const signedIn = current !== null;

  const toSessionExpired = useCallback(() => goTo(config.central.sessionExpiredUrl, navigate), [navigate]);

  // A 401 while signed in means the server ended the session: the central session-error page.
  useEffect(() => {
    if (!signedIn) return;
    return events.on('auth-failed', toSessionExpired);
  }, [signedIn, toSessionExpired]);

  const expire = useCallback(() => {
    void logOut().then(toSessionExpired);
  }, [toSessionExpired]);

  useKeepAlive(signedIn);
  useIdleWatcher({ enabled: signedIn, idleMinutes: current?.user.idleMinutes ?? DEFAULT_IDLE_MINUTES, onExpire: expire });

  if (!current || !needsConsent(current.user, 'portal')) return null;
  return (
    <Suspense fallback={null}>
      <PortalConsentDialog onRefused={() => void logOut().then(() => goTo(config.central.homeUrl, navigate))} />
    </Suspense>
  );
}
