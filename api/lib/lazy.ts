/**
 * Loading at first use: `once(() => import('pdf-lib'))` gives a function whose first call
 * starts the import and whose later calls share it. The bundle (scripts/lib/api-bundle.mjs)
 * puts what is imported only this way into a chunk of its own, read when first asked for, so
 * the server's start does not compile or run it (decision 0161). A failed load is not kept:
 * every call after a failure tries again and fails loudly again (a missing package is an
 * error of each request that needs it, never a silent `undefined`).
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
