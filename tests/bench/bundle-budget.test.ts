/**
 * bench/budget.json counts what each face's entry awaits before its first render: every
 * dynamic import in an entry's main module (the module an HTML entry's script names) is on
 * the critical path, so it must be listed in `entries.<html>.beforeFirstRender`; otherwise
 * `npm run bench -- bundle` would report a figure the user never gets. A chunk meant to load
 * after the first paint is imported from another module, not from main.
 */
import { describe, expect, it } from 'vitest';
import { dynamicImports, mainOf } from '../../bench/sections/bundle-sources.js';
import { pageKeys, readBudget } from '../../bench/sections/bundle.js';

const budget = readBudget();
const htmlEntries = [...new Set(Object.values(budget.pages).map((page) => page.entry))];

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
