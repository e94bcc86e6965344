// One set of esbuild options for the API server bundle, used by `npm run build`
// (scripts/build-api.mjs → dist/api/server.js) and the reliability suite
// (tests/reliability/global-setup.ts → .tmp/reliability/server.js).
// The npm dependencies are bundled: resolving and loading hundreds of CommonJS files one by
// one (and Node scanning each for its ESM named exports) was the largest part of the cold
// start (bench/figures.md, cold-start). Packages that cannot be bundled stay external:
//   - better-sqlite3: a native addon, found by `bindings` relative to its package;
//   - pg-native: pg's optional native driver, required only when asked for (not installed);
//   - @fastify/swagger-ui: serves the Swagger UI files from its own package folder.
// Code splitting: what the server imports dynamically (pg, fontkit, each type's generated
// validator module) goes to chunks/ beside the entry and is read only when first imported,
// so a start does not parse it (decision 0131).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export const EXTERNAL = ['better-sqlite3', 'pg-native', '@fastify/swagger-ui'];

/** Bundles api/server.ts into `outfile` (an ES module for Node 20) and its chunks/ folder beside it. */
export async function bundleApi(outfile, { sourcemap = false } = {}) {
  // chunk names carry a hash: drop an earlier build's
  fs.rmSync(path.join(path.dirname(outfile), 'chunks'), { recursive: true, force: true });
  await build({
    entryPoints: { [path.basename(outfile, '.js')]: 'api/server.ts' },
    outdir: path.dirname(outfile),
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: EXTERNAL,
    // Bundled CommonJS code calls require() for Node's own modules and the externals; an ES
    // module has no require, so one is made for it.
    banner: { js: "import { createRequire as __registryCreateRequire } from 'node:module'; const require = __registryCreateRequire(import.meta.url);" },
    sourcemap,
    logLevel: 'warning',
  });
}
