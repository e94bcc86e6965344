/**
 * Two faces, two HTML entries: index.html (professional workplace) and portal.html
 * (self-service portal). In `npm run dev` the dev server picks the entry by Host header,
 * as the API server does in production, and proxies /api and /sav to the API.
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
 * MUI 7's `createTheme` and `ThemeProvider` each import the CSS-variables theme machinery
 * (createThemeWithVars, CssVarsProvider, color-scheme storage, InitColorSchemeScript: ~8 KB gz
 * of the initial JavaScript) even when, as here, no theme asks for CSS variables or colour
 * schemes — both then hand over to their no-variables halves. In the production build these
 * two modules are replaced by their no-variables halves, so the machinery is never bundled;
 * a theme that asks for `cssVariables` or `colorSchemes` fails loudly at start instead of
 * silently losing them (drop this plugin to use them). Build only: the dev server and the
 * tests run MUI unchanged, with the same result for our themes.
 */
function muiWithoutCssVariables(): Plugin {
  const STYLES = '/@mui/material/esm/styles/';
  const replacement: Record<string, string> = {
    'createTheme.js': `import createThemeNoVars from './createThemeNoVars.js';
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) throw new Error('createTheme: cssVariables/colorSchemes are switched off in vite.config.ts (muiWithoutCssVariables)');
  return createThemeNoVars(options, ...args);
}`,
    'ThemeProvider.js': `import * as React from 'react';
import ThemeProviderNoVars from './ThemeProviderNoVars.js';
import THEME_ID from './identifier.js';
import { jsx as _jsx } from 'react/jsx-runtime';
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme) throw new Error('ThemeProvider: colour-scheme themes are switched off in vite.config.ts (muiWithoutCssVariables)');
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return _jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}`,
  };
  return {
    name: 'mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const file = modulePath(id);
      const at = file.lastIndexOf(STYLES);
      return at >= 0 ? replacement[file.slice(at + STYLES.length)] : undefined;
    },
  };
}

/**
 * react-router 7 ships one pre-bundled module whose React contexts and its Link, NavLink and
 * Form components are created by top-level calls without a `@__PURE__` mark (and then given
 * a displayName), so Rollup must keep them — and everything they reach (Form's submission
 * code) — even when the app never uses them. Marking those calls pure (and dropping the
 * displayName labels) lets the unused ones go. Its "development" build (the only one its package exports name) also keeps the dev
 * warnings on; the production build it ships differs in exactly that flag, set here.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/\/react-router\/dist\/development\/chunk-[A-Z0-9]+\.mjs$/.test(modulePath(id))) return undefined;
      return {
        code: code
          .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
          // `X.displayName = "…"` on such a result would still keep X (a property write on an
          // unknown object counts as a side effect); the names only label React DevTools.
          .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;'),
        map: null,
      };
    },
  };
}

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
      return JSON.stringify(Object.fromEntries(Object.entries(all).filter(([section]) => DEFERRED_COMMON_SECTIONS.includes(section) === (part === 'deferred'))));
    },
  };
}

export default defineConfig({
  plugins: [react(), faceByHost(), muiWithoutCssVariables(), reactRouterTreeShaking(), commonLocaleParts()],
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
    },
  },
});
