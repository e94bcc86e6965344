/**
 * Label checks of npm run check:schemas: reads locales/<lng> and runs the pure checks of
 * src/domain/schema/labels.ts (the studio runs the same checks on one type).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Catalog } from '../../src/domain/schema/catalog.js';
import type { CatalogProblem } from '../../src/domain/schema/catalog-error.js';
import { labelProblemsIn, mergeLocale, type LocaleTree } from '../../src/domain/schema/labels.js';

export { commonLabelKeys, labelKeysOf, lookup } from '../../src/domain/schema/labels.js';

/** The label texts of one language: fields.json, validation.json and types/*.json merged. */
export function readLocale(root: string, lng: string): LocaleTree {
  const dir = path.join(root, 'locales', lng);
  const files = ['fields.json', 'validation.json'].map((f) => path.join(dir, f));
  const typesDir = path.join(dir, 'types');
  if (fs.existsSync(typesDir)) for (const f of fs.readdirSync(typesDir).sort()) if (f.endsWith('.json')) files.push(path.join(typesDir, f));
  const tree: LocaleTree = {};
  for (const f of files) if (fs.existsSync(f)) mergeLocale(tree, JSON.parse(fs.readFileSync(f, 'utf8')) as LocaleTree);
  return tree;
}

/**
 * Missing label texts, as problems naming the locale file that should hold them.
 * @param root catalogue root (holds locales/)
 * @param catalog the checked catalogue
 */
export const labelProblems = (root: string, catalog: Catalog): CatalogProblem[] =>
  labelProblemsIn({ lt: readLocale(root, 'lt'), en: readLocale(root, 'en') }, catalog);
