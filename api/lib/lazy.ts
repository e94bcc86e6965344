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

/**
 * A CommonJS package's exports from its `import()`. Node's own loader gives its named exports
 * beside `default`; the bundle's chunk of a CommonJS package (esbuild, scripts/lib/api-bundle.mjs)
 * gives only `default`, which is the package's `module.exports`. Either way the caller gets the
 * exports by name.
 */
export async function commonJs<T extends object>(load: () => Promise<T>): Promise<T> {
  const mod: object = await load();
  const names = Object.keys(mod);
  return (names.length === 1 && names[0] === 'default' ? (mod as { default: T }).default : mod) as T;
}
