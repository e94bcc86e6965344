/**
 * npm run bench [-- [quick] [section ...]] — measures what users feel, with a baseline for
 * every figure measured in the same run, prints a table and writes bench/results/<date>.json;
 * a full run then renders bench/figures.md's table from it (`-- --table` does only that).
 * Sections: see SECTIONS below; `quick` runs shorter loads and smaller scales. Loopback only;
 * every load is bounded in time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ROOT, type Figure, type RunContext, type Section } from './lib.js';
import { checkResults, mergeResults, table, type ResultsFile } from './report.js';

// `-- --table`: only renders bench/figures.md's table from the newest results file
if (process.argv.includes('--table')) {
  const { writeFiguresTable } = await import('./write-table.js');
  console.log(`bench/figures.md: table written from bench/results/${writeFiguresTable()}`);
  process.exit(0);
}

// Loaded on demand: `-- bundle` needs neither the API's code nor the browser driver.
const SECTIONS: { name: string; load: () => Promise<Section> }[] = [
  { name: 'bundle', load: async () => (await import('./sections/bundle.js')).bundle },
  { name: 'validation', load: async () => (await import('./validation.js')).validation },
  { name: 'cold-start', load: async () => (await import('./sections/cold-start.js')).coldStart },
  { name: 'api', load: async () => (await import('./sections/api.js')).api },
  { name: 'scale', load: async () => (await import('./sections/scale.js')).scale },
  { name: 'search', load: async () => (await import('./sections/search.js')).search },
  { name: 'reports', load: async () => (await import('./sections/reports.js')).reports },
  { name: 'form', load: async () => (await import('./sections/form.js')).form },
  { name: 'studio', load: async () => (await import('./sections/studio.js')).studio },
];
/** Sections whose missed target fails the command (CI-able budgets). */
const GATING = new Set(['bundle']);

const args = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const quick = args.includes('quick');
const wanted = args.filter((a) => a !== 'quick');
const unknown = wanted.filter((w) => !SECTIONS.some((s) => s.name === w));
if (unknown.length) {
  console.error(`unknown section(s): ${unknown.join(', ')}; known: ${SECTIONS.map((s) => s.name).join(', ')} (and quick)`);
  process.exit(2);
}
const chosen = wanted.length ? SECTIONS.filter((s) => wanted.includes(s.name)) : SECTIONS;

const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').trim();
const loadavgBefore = fs.existsSync('/proc/loadavg') ? loadavg() : 'n/a';
ensureBuilt(chosen.some((s) => !['bundle', 'validation', 'studio'].includes(s.name)));
const skipped: string[] = [];
const ctx: RunContext = {
  quick,
  skip: (reason) => {
    console.log(`  skipped — ${reason}`);
    skipped.push(reason);
  },
};
const started = performance.now();
const all: Figure[] = [];
for (const entry of chosen) {
  const section = await entry.load();
  console.log(`▶ ${section.name}: ${section.describe}`);
  all.push(...(await section.run(ctx)));
}
console.log(`\n${table(all)}\n`);
if (skipped.length) console.log(`not measured:\n${skipped.map((s) => `  - ${s}`).join('\n')}\n`);
console.log(`whole run: ${((performance.now() - started) / 60_000).toFixed(1)} min`);

const date = new Date().toISOString();
const out = path.join(ROOT, 'bench/results', `${date.slice(0, 10)}${quick ? '.quick.tmp' : ''}.json`);
const previous = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, 'utf8')) as ResultsFile) : null;
const run: ResultsFile = {
  date,
  mode: quick ? 'quick' : 'full',
  machine: { cpus: os.cpus().length, node: process.version, loadavgBefore, loadavgAfter: fs.existsSync('/proc/loadavg') ? loadavg() : 'n/a' },
  skipped,
  figures: all,
};
const merged = mergeResults(
  previous && 'mode' in previous ? previous : null,
  run,
  chosen.map((s) => s.name),
);
const problems = checkResults(merged);
if (problems.length) console.error(`results file problems:\n${problems.join('\n')}`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(merged, null, 2)}\n`);
console.log(`wrote ${path.relative(ROOT, out)}`);
if (!quick) {
  const { writeFiguresTable } = await import('./write-table.js');
  console.log(`bench/figures.md: table written from bench/results/${writeFiguresTable()}`);
}

const failed = all.filter((f) => GATING.has(f.section) && f.met === false);
if (failed.length || problems.length) {
  if (failed.length) console.error(`over budget: ${failed.map((f) => f.name).join('; ')}`);
  process.exit(1);
}
