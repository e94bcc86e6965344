/**
 * What a page's sources load before it shows, read from the sources (not the build): the main
 * module an HTML entry names, the dynamic imports of a module, and the packages the static
 * import graph below some modules reaches. Paths are root-relative, as bench/budget.json names
 * them; tests/bench/bundle-budget.test.ts, tests/bench/first-paint-swr.test.ts and
 * tests/unit/app/first-paint-imports.test.ts hold the budget and the first paints to the sources
 * with them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib.js';

/** The main module an HTML entry's module script names, root-relative. */
export function mainOf(html: string): string {
  const src = /<script type="module" src="\/([^"]+)"/.exec(fs.readFileSync(path.join(ROOT, html), 'utf8'))?.[1];
  if (!src) throw new Error(`${html} has no module script`);
  return src;
}

/** How bare imports are named: by default their package (`@mui/material`); `subpaths` keeps the whole specifier (`@mui/material/Box`). */
export interface ImportNaming {
  subpaths?: boolean;
}

const packageOf = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);

/** Root-relative path of a relative import, or the package name of a bare one (prefixed `pkg:`; its whole specifier with `subpaths`). */
export function resolveImport(from: string, spec: string, { subpaths = false }: ImportNaming = {}): string {
  if (!spec.startsWith('.')) return `pkg:${subpaths ? spec : packageOf(spec)}`;
  // shared modules name their imports as built (`./endpoint.js` is endpoint.ts)
  const base = path.posix.join(path.posix.dirname(from), spec).replace(/\.js$/, '');
  const found = ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((ext) => base + ext)
    .find((file) => fs.statSync(path.join(ROOT, file), { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`${from} imports ${spec}, not found`);
  return found;
}

const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
// `import … from '…'`, `export … from '…'` and `import '…'`; type-only imports load nothing
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

const importsOf = (module: string, pattern: RegExp, naming?: ImportNaming): string[] =>
  [...fs.readFileSync(path.join(ROOT, module), 'utf8').matchAll(pattern)].map(([, spec]) => resolveImport(module, spec!, naming));

/** What a module imports dynamically: root-relative paths, or `pkg:` names. */
export const dynamicImports = (module: string): string[] => importsOf(module, DYNAMIC_IMPORT);

/** The modules (root-relative) and the packages (`subpaths`: the bare specifiers as imported) the static import graph of `modules` reaches. */
export function staticGraph(modules: string[], naming?: ImportNaming): { modules: Set<string>; packages: Set<string> } {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    if (!/\.tsx?$/.test(module)) return;
    for (const target of importsOf(module, STATIC_IMPORT, naming)) {
      if (target.startsWith('pkg:')) packages.add(target.slice(4));
      else visit(target);
    }
  };
  modules.forEach(visit);
  return { modules: seen, packages };
}

/** The packages the static import graph of `modules` reaches. */
export const packagesReached = (modules: string[], naming?: ImportNaming): Set<string> => staticGraph(modules, naming).packages;
