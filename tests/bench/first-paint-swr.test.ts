/**
 * A face's first paint carries no SWR (decisions 0156, 0168): the static import graph of what
 * the workplace sign-in, the portal's shell and its home load before they show (their entry's
 * main, what it awaits, their route modules: bench/budget.json) reaches no `swr` module. Those
 * pages read through src/lib/api/shared-answers.tsx; SWR comes with the pathless routes of
 * src/app/swr-outlet.tsx and the workplace's layout.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageKeys, type Budget } from '../../bench/sections/bundle.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const budget = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/budget.json'), 'utf8')) as Budget;

const FIRST_PAINTS = ['workplace shell', 'workplace login', 'portal shell', 'portal home (paslaugos)'];

/** The module an HTML entry's module script names, root-relative. */
function mainOf(html: string): string {
  const src = /<script type="module" src="\/([^"]+)"/.exec(fs.readFileSync(path.join(ROOT, html), 'utf8'))?.[1];
  if (!src) throw new Error(`${html} has no module script`);
  return src;
}

// `import … from '…'`, `export … from '…'` and `import '…'`; type-only imports load nothing
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** Root-relative path of a relative import, or the package name of a bare one (prefixed `pkg:`). */
function resolve(from: string, spec: string): string {
  if (!spec.startsWith('.')) return `pkg:${spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]}`;
  // shared modules name their imports as built (`./endpoint.js` is endpoint.ts)
  const base = path.posix.join(path.posix.dirname(from), spec).replace(/\.js$/, '');
  const found = ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((ext) => base + ext)
    .find((file) => fs.statSync(path.join(ROOT, file), { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`${from} imports ${spec}, not found`);
  return found;
}

/** The packages the static import graph of `modules` reaches. */
export function packagesReached(modules: string[]): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    if (!/\.tsx?$/.test(module)) return;
    for (const [, spec] of fs.readFileSync(path.join(ROOT, module), 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolve(module, spec!);
      if (target.startsWith('pkg:')) packages.add(target.slice(4));
      else visit(target);
    }
  };
  modules.forEach(visit);
  return packages;
}

describe('a first paint without SWR', () => {
  it.each(FIRST_PAINTS)('%s: its static imports reach no swr', (name) => {
    const page = budget.pages[name];
    expect(page).toBeDefined();
    const modules = pageKeys(budget, page!).map((key) => (key.endsWith('.html') ? mainOf(key) : key));
    const reached = packagesReached(modules);
    expect(reached.has('react')).toBe(true);
    expect(reached.has('swr')).toBe(false);
  });

  it('finds swr behind a page that uses it', () => {
    // the scanner itself: the cart page reads through SWR
    expect(packagesReached(['src/features/extracts/routes/cart-items.tsx']).has('swr')).toBe(true);
  });
});
