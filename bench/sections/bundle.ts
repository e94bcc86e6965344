/**
 * Bundle: gzip size of the initial JavaScript of each page named in bench/budget.json,
 * read from the Vite manifest (the entry chunk, the chunks the entry awaits before its first
 * render — `entries.<html>.beforeFirstRender`, checked against the entry's source by
 * tests/bench/bundle-budget.test.ts —, the page's route chunks, and everything they
 * import statically). Over budget → the section fails (`npm run bench -- bundle` exits non-zero).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT, type Figure, type Section } from '../lib.js';
import { compared } from '../report.js';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  src?: string;
  name?: string;
}

export interface Budget {
  /** per HTML entry: the modules its main awaits before the first render (they count for every page of that entry) */
  entries: Record<string, { beforeFirstRender: string[] }>;
  /** budgetKB null: reported, not gated */
  pages: Record<string, { entry: string; routes: string[]; budgetKB: number | null }>;
}

/** The manifest keys a page loads before it shows: its entry, what the entry awaits, its routes. */
export function pageKeys(budget: Budget, page: Budget['pages'][string]): string[] {
  return [page.entry, ...(budget.entries[page.entry]?.beforeFirstRender ?? []), ...page.routes];
}

/** bench/budget.json. */
export const readBudget = (): Budget => JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/budget.json'), 'utf8')) as Budget;

const MANIFEST = path.join(ROOT, 'dist/client/.vite/manifest.json');

function closure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    // "name:<chunk name>" finds a chunk Vite keys by its hashed file (a module that two routes share)
    const chunk = key.startsWith('name:') ? Object.values(manifest).find((c) => c.name === key.slice(5)) : manifest[key];
    if (!chunk) throw new Error(`bench/budget.json names "${key}", which is not in the Vite manifest`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}

const gzipKB = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(ROOT, 'dist/client', file)), { level: 9 }).length / 1024;

export const bundle: Section = {
  name: 'bundle',
  describe: 'gzip KB of the initial JS per page (entry + what it awaits before the first render + route chunks + static imports), against bench/budget.json',
  async run(): Promise<Figure[]> {
    const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
    const budget = readBudget();
    return Object.entries(budget.pages).map(([page, spec]) => {
      const files = closure(manifest, pageKeys(budget, spec));
      const kb = [...files].reduce((sum, f) => sum + gzipKB(f), 0);
      const value = Math.round(kb * 10) / 10;
      const name = `${page} initial JS (${files.size} files)`;
      if (spec.budgetKB === null) return { section: 'bundle', name, value, unit: 'KB gz', target: 'no budget (reported)' };
      return compared({
        section: 'bundle',
        name,
        value,
        unit: 'KB gz',
        baseline: { name: 'budget', value: spec.budgetKB },
        target: `≤ ${spec.budgetKB} KB`,
        met: value <= spec.budgetKB,
      });
    });
  },
};
