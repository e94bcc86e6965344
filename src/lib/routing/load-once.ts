/**
 * Code fetched at first use (decision 0143): `loadOnce` turns a dynamic import into a function
 * that starts it once and hands every caller the same promise (React.lazy, a route loader's
 * prefetch, an idle prefetch); a failed fetch is tried again by the next call.
 * `whenIdle` runs a prefetch after the first paint, when the browser has nothing else to do.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const started = load();
      loading = started;
      started.catch(() => {
        if (loading === started) loading = undefined;
      });
    }
    return loading;
  };
}

/** Calls `task` when the browser is idle (a timer where requestIdleCallback is missing); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}
