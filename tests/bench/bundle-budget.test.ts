/**
 * bench/budget.json counts what each face's entry awaits before its first render: every
 * dynamic import in an entry's main module (the module an HTML entry's script names) is on
 * the critical path, so it must be listed in `entries.<html>.beforeFirstRender`; otherwise
 * `npm run bench -- bundle` would report a figure the user never gets. A chunk meant to load
 * after the first paint is imported from another module, not from main.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageKeys, type Budget } from '../../bench/sections/bundle.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const budget = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/budget.json'), 'utf8')) as Budget;
const htmlEntries = [...new Set(Object.values(budget.pages).map((page) => page.entry))];

/** The main module an HTML entry's module script names, root-relative. */
function mainOf(html: string): string {
  const src = /<script type="module" src="\/([^"]+)"/.exec(fs.readFileSync(path.join(ROOT, html), 'utf8'))?.[1];
  if (!src) throw new Error(`${html} has no module script`);
  return src;
}

/** Root-relative source paths of the dynamic imports in a module (extensions as on disk). */
function dynamicImports(module: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, module), 'utf8');
  return [...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(([, spec]) => {
    const base = path.posix.join(path.posix.dirname(module), spec);
    const found = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((file) => fs.existsSync(path.join(ROOT, file)));
    if (!found) throw new Error(`${module} imports ${spec}, not found`);
    return found;
  });
}

describe('bench/budget.json: what an entry awaits before its first render', () => {
  it('names both faces', () => {
    expect(htmlEntries.sort()).toEqual(['index.html', 'portal.html']);
  });

  it.each(htmlEntries)('%s: every chunk its main imports dynamically is counted for its pages', (html) => {
    const main = mainOf(html);
    const awaited = dynamicImports(main);
    expect(budget.entries[html]?.beforeFirstRender ?? []).toEqual(expect.arrayContaining(awaited));
    for (const page of Object.values(budget.pages).filter((p) => p.entry === html)) {
      expect(pageKeys(budget, page)).toEqual(expect.arrayContaining(awaited));
    }
  });

  it('finds a dynamic import in a module', () => {
    // the scanner itself: the lazy notifier host imports its notifier at first use
    expect(dynamicImports('src/app/notifier-host.tsx')).toEqual(['src/app/notifier.tsx']);
  });
});
