// Bundles the API server into dist/api/server.js so that `npm start` starts a plain Node
// process without a TypeScript loader (the options: scripts/lib/api-bundle.mjs).
import { bundleApi } from './lib/api-bundle.mjs';

await bundleApi('dist/api/server.js', { sourcemap: true });
console.log('built dist/api/server.js');
