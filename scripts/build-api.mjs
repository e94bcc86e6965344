// Bundles the API server into dist/api/server.js so that `npm start` starts a plain Node
// process without a TypeScript loader. The npm dependencies are bundled too: resolving and
// loading hundreds of CommonJS files one by one (and Node scanning each for its ESM named
// exports) was the largest part of the cold start (bench/README.md, cold-start). Packages
// that cannot be bundled stay external and load from node_modules as before:
//   - better-sqlite3: a native addon, found by `bindings` relative to its package;
//   - pg-native: pg's optional native driver, required only when asked for (not installed);
//   - @fastify/swagger-ui: serves the Swagger UI files from its own package folder.
import { build } from 'esbuild';

const EXTERNAL = ['better-sqlite3', 'pg-native', '@fastify/swagger-ui'];

await build({
  entryPoints: ['api/server.ts'],
  outfile: 'dist/api/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: EXTERNAL,
  // Bundled CommonJS code calls require() for Node's own modules and the externals; an ES
  // module has no require, so one is made for it.
  banner: { js: "import { createRequire as __registryCreateRequire } from 'node:module'; const require = __registryCreateRequire(import.meta.url);" },
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built dist/api/server.js');
