/**
 * npm run bench [-- section ...] — measures what users feel, with a baseline for every
 * figure measured in the same run, prints a table and writes bench/results/<date>.json.
 * Sections: see SECTIONS below. Loopback only; every load is bounded in time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ROOT, type Figure, type Section } from './lib.js';
import { api } from './sections/api.js';
import { bundle } from './sections/bundle.js';
import { coldStart } from './sections/cold-start.js';
import { validation } from './validation.js';

const SECTIONS: Section[] = [bundle, validation, coldStart, api];
/** Sections whose missed target fails the command (CI-able budgets). */
const GATING = new Set(['bundle']);

function table(figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.section,
    f.name,
    `${f.value} ${f.unit}`,
    f.baseline ? `${f.baseline.name}: ${Math.round(f.baseline.value * 100) / 100}` : '',
    f.ratio !== undefined ? f.ratio.toFixed(2) : '',
    f.target ?? '',
    f.met === undefined ? '' : f.met ? 'met' : 'MISSED',
  ]);
  const head = ['section', 'figure', 'value', 'baseline (same run)', 'ratio', 'target', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !SECTIONS.some((s) => s.name === w));
if (unknown.length) {
  console.error(`unknown section(s): ${unknown.join(', ')}; known: ${SECTIONS.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const chosen = wanted.length ? SECTIONS.filter((s) => wanted.includes(s.name)) : SECTIONS;

ensureBuilt();
const all: Figure[] = [];
for (const section of chosen) {
  console.log(`▶ ${section.name}: ${section.describe}`);
  all.push(...(await section.run()));
}
console.log(`\n${table(all)}\n`);

const date = new Date().toISOString().slice(0, 10);
const out = path.join(ROOT, 'bench/results', `${date}.json`);
const previous = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, 'utf8')) as { figures: Figure[] }).figures : [];
const kept = previous.filter((f) => !chosen.some((s) => s.name === f.section));
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  `${JSON.stringify({ date: new Date().toISOString(), machine: { cpus: (await import('node:os')).cpus().length, node: process.version }, figures: [...kept, ...all] }, null, 2)}\n`,
);
console.log(`wrote ${path.relative(ROOT, out)}`);

const failed = all.filter((f) => GATING.has(f.section) && f.met === false);
if (failed.length) {
  console.error(`over budget: ${failed.map((f) => f.name).join('; ')}`);
  process.exit(1);
}
