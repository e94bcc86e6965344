/**
 * Two faces, two HTML entries: index.html (professional workplace) and portal.html
 * (self-service portal). In `npm run dev` the dev server picks the entry by Host header,
 * as the API server does in production, and proxies /api and /sav to the API.
 *
 * Third-party sources are bundled as their packages ship them: no plugin rewrites them
 * (docs/decisions/0039-bundle-budget-without-patches.md says what that costs). The one
 * build-time transform below splits our own locale file.
 */
import fs from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { DEFERRED_COMMON_SECTIONS } from './src/lib/i18n-sections';

const selfServiceHost = (process.env.SELF_SERVICE_HOST || 'savitarna.localhost').toLowerCase();
const apiTarget = process.env.API_URL || `http://127.0.0.1:${process.env.API_PORT || 3001}`;
/** Paths the API server answers: the two API bases and the central self-service site's stand-in (api/modules/central-site). */
const API_SERVED = ['/api', '/sav', '/centrine-savitarna'];

function faceByHost(): Plugin {
  return {
    name: 'face-by-host',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const host = (req.headers.host || '').split(':')[0].toLowerCase();
        const accept = req.headers.accept || '';
        const served = API_SERVED.some((prefix) => req.url === prefix || req.url?.startsWith(`${prefix}/`) || req.url?.startsWith(`${prefix}?`));
        const isPage = req.method === 'GET' && accept.includes('text/html') && !req.url?.startsWith('/@') && !served;
        if (isPage && host === selfServiceHost) req.url = '/portal.html';
        next();
      });
    },
  };
}

/** Turns a module id into a forward-slash path without Vite's query (`?v=…`), for matching. */
const modulePath = (id: string) => id.split('?')[0].replace(/\\/g, '/');

/**
 * Splits Lithuanian `common` for src/lib/i18n.ts: `common.json?part=shell` (bundled into the
 * first load) has every section but the deferred ones, `?part=deferred` (a lazy chunk) has
 * those. The file stays one file for its editors, tests and the server. Build only: the dev
 * server and the tests answer both parts with the whole file.
 */
function commonLocaleParts(): Plugin {
  return {
    name: 'common-locale-parts',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const [file, query = ''] = id.split('?');
      const part = new URLSearchParams(query).get('part');
      if ((part !== 'shell' && part !== 'deferred') || !/\/locales\/[^/]+\/common\.json$/.test(modulePath(file))) return undefined;
      this.addWatchFile(file);
      const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      return JSON.stringify(
        Object.fromEntries(Object.entries(all).filter(([section]) => DEFERRED_COMMON_SECTIONS.includes(section) === (part === 'deferred'))),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), faceByHost(), commonLocaleParts()],
  server: {
    port: Number(process.env.PORT || 5173),
    host: 'localhost',
    allowedHosts: [selfServiceHost, 'localhost'],
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/sav': { target: apiTarget, changeOrigin: false },
      '/centrine-savitarna': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    // The oldest browsers the footer promises (spec §2.1): syntax is lowered for them and
    // src/app/polyfills.ts fills the few missing run-time APIs.
    target: ['chrome91', 'edge91', 'firefox88', 'safari14'],
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      input: { workplace: 'index.html', portal: 'portal.html' },
      // Shared and lazy chunks are named by their hash alone (decision 0181): every chunk names the
      // chunks it imports and each entry lists the preloads of its lazy routes, so the readable
      // part was ≈ 2 KB gz of every first load. The manifest (dist/client/.vite/manifest.json)
      // keeps each chunk's name and `bench/chunk-sources.ts` its sources; the `c-` keeps a name
      // from starting with `-` (a hash may). The two entries keep their names.
      output: { chunkFileNames: 'assets/c-[hash].js' },
    },
  },
});
