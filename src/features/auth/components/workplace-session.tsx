/**
 * The workplace's session keeper, mounted once in the workplace layout:
 * - the guard runs again whenever the session changes (sign-out, a 401 that ended it, a
 *   consent change), so a page never stays on screen for a user who may no longer see it;
 * - while signed in: keep-alive (at once, then every 60 s; its answer feeds the
 *   system-information banner through `onSystemInfo`) and the idle clock;
 * - when the idle time runs out: the session ends (POST logout, token forgotten) and the
 *   "your session has ended" dialog explains it; its button goes home (spec §4). While the
 *   dialog is up the guard waits, so the dialog is not swept away by the redirect to /login.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { session } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { DEFAULT_IDLE_MINUTES } from '../../../domain/constants';
import type { KeepAliveAnswer } from '../api/keep-alive';
import { logOut } from '../api/log-out';
import { useIdleWatcher } from '../session/use-idle-watcher';
import { useKeepAlive } from '../session/use-keep-alive';

const loadDialog = () => import('./session-expired-dialog');
const SessionExpiredDialog = lazy(loadDialog);

export function WorkplaceSession({ onSystemInfo }: { onSystemInfo?: (answer: KeepAliveAnswer) => void }) {
  const current = useSession();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [endedAfter, setEndedAfter] = useState<number | null>(null);
  const explaining = useRef(false);
  const signedIn = current !== null;

  useEffect(
    () =>
      session.subscribe(() => {
        if (!explaining.current) void revalidate();
      }),
    [revalidate],
  );

  // The dialog must be able to appear even if the network is gone by then.
  useEffect(() => {
    if (signedIn) void loadDialog();
  }, [signedIn]);

  const idleMinutes = current?.user.idleMinutes ?? DEFAULT_IDLE_MINUTES;
  const expire = useCallback(() => {
    explaining.current = true;
    setEndedAfter(idleMinutes);
    void logOut();
  }, [idleMinutes]);

  useKeepAlive(signedIn, onSystemInfo);
  useIdleWatcher({ enabled: signedIn, idleMinutes, onExpire: expire });

  if (endedAfter === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog
        minutes={endedAfter}
        onHome={() => {
          explaining.current = false;
          setEndedAfter(null);
          void navigate('/');
        }}
      />
    </Suspense>
  );
}
