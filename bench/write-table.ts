/** Writes bench/README.md's figures table from the newest results file (`npm run bench -- --table`). */
import fs from 'node:fs';
import path from 'node:path';
import { newestResults, readmeTable, withTable } from './readme-table.js';
import type { ResultsFile } from './report.js';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Renders the newest results file into the README; answers the file's name. */
export function writeReadmeTable(root = ROOT): string {
  const dir = path.join(root, 'bench/results');
  const name = newestResults(fs.readdirSync(dir));
  if (!name) throw new Error('no results file under bench/results/');
  const file = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as ResultsFile;
  const readme = path.join(root, 'bench/README.md');
  fs.writeFileSync(readme, withTable(fs.readFileSync(readme, 'utf8'), readmeTable(file, name)));
  return name;
}
