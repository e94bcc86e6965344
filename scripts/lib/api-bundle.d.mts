/** Bundles api/server.ts into `outfile` (an ES module for Node 20) and its chunks/ beside it; see api-bundle.mjs. */
export function bundleApi(outfile: string, options?: { sourcemap?: boolean }): Promise<void>;
/** The packages the bundle leaves to Node's loader (their `import()` gives named exports). */
export declare const EXTERNAL: readonly string[];
