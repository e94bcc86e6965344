/**
 * Bundles the server once per run, as `npm run build` does for `npm start` (the same options,
 * scripts/lib/api-bundle.mjs), into .tmp/reliability/server.js: a server process then starts
 * without a TypeScript loader, which made each of the suite's ~20 starts several times slower
 * on a busy machine. The bundle sits as deep below the repository as dist/api/server.js does,
 * so paths the code resolves from its own location come out the same.
 */
import { bundleApi } from '../../scripts/lib/api-bundle.mjs';
import { SERVER_BUNDLE } from './server-process.js';

export default async function setup() {
  await bundleApi(SERVER_BUNDLE);
}
