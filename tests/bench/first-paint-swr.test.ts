/**
 * A face's first paint carries no SWR (decisions 0156, 0168): the static import graph of what
 * the workplace sign-in, the portal's shell and its home load before they show (their entry's
 * main, what it awaits, their route modules: bench/budget.json) reaches no `swr` module. Those
 * pages read through src/lib/api/shared-answers.tsx; SWR comes with the pathless routes of
 * src/app/swr-outlet.tsx and the workplace's layout.
 */
import { describe, expect, it } from 'vitest';
import { mainOf, packagesReached } from '../../bench/sections/bundle-sources.js';
import { pageKeys, readBudget } from '../../bench/sections/bundle.js';

const budget = readBudget();

const FIRST_PAINTS = ['workplace shell', 'workplace login', 'portal shell', 'portal home (paslaugos)'];

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
