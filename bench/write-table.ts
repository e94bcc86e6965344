/** Writes bench/figures.md's figures table from the committed results files (`npm run bench -- --table`). */
import fs from 'node:fs';
import path from 'node:path';
import { datedResults, figuresTable, withTable } from './figures-table.js';
import type { ResultsFile } from './report.js';
import type { NamedResults } from './figures-table.js';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The committed results files, newest first, read. */
export function readResults(root = ROOT): NamedResults[] {
  const dir = path.join(root, 'bench/results');
  return datedResults(fs.readdirSync(dir)).map((name) => ({ name, file: JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as ResultsFile }));
}

/** Renders each section's newest figures into bench/figures.md; answers the files' names. */
export function writeFiguresTable(root = ROOT): string {
  const files = readResults(root);
  if (!files.length) throw new Error('no results file under bench/results/');
  const readme = path.join(root, 'bench/figures.md');
  fs.writeFileSync(readme, withTable(fs.readFileSync(readme, 'utf8'), figuresTable(files)));
  return files.map((f) => f.name).join(', ');
}
