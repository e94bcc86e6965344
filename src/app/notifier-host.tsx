/**
 * Mounts the snackbar <Notifier/> (MUI Snackbar + Alert) as its own chunk, so it does not
 * weigh on the first page load. The chunk is fetched right after the first render, so it is
 * in the browser before any message arrives — also when the network fails later.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { notify } from '../lib/notify';

const loadNotifier = () => import('./notifier');
const Notifier = lazy(() => loadNotifier().then((m) => ({ default: m.Notifier })));

export function NotifierHost() {
  const current = useSyncExternalStore(notify.subscribe, notify.current, notify.current);
  useEffect(() => {
    void loadNotifier();
  }, []);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <Notifier store={notify} />
    </Suspense>
  );
}
