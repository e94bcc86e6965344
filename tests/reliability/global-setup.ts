/**
 * Bundles the server once per run, as `npm run build` does for `npm start` (scripts/build-api.mjs
 * options), into .tmp/reliability/server.js: a server process then starts without a TypeScript
 * loader, which made each of the suite's ~20 starts several times slower on a busy machine.
 * The bundle sits as deep below the repository as dist/api/server.js does, so paths the code
 * resolves from its own location come out the same.
 */
import { build } from 'esbuild';
import { SERVER_BUNDLE } from './server-process.js';

export default async function setup() {
  await build({
    entryPoints: ['api/server.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: ['better-sqlite3', 'pg-native', '@fastify/swagger-ui'],
    banner: { js: "import { createRequire as __registryCreateRequire } from 'node:module'; const require = __registryCreateRequire(import.meta.url);" },
    logLevel: 'warning',
  });
}
