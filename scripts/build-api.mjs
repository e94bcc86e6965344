// Bundles the API server into dist/api/server.js (dependencies stay external) so that
// `npm start` starts a plain Node process without a TypeScript loader: fast cold start.
import { build } from 'esbuild';

await build({
  entryPoints: ['api/server.ts'],
  outfile: 'dist/api/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built dist/api/server.js');
