/** bench/figures.md's figures table renders each section from the newest results file that measured it, never hand-written. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Figure } from '../../bench/lib.js';
import { datedResults, figuresTable, TABLE_END, TABLE_START, withTable } from '../../bench/figures-table.js';
import { readResults } from '../../bench/write-table.js';
import type { ResultsFile } from '../../bench/report.js';

const file = (figures: Figure[], skipped: string[] = [], date = '2026-11-21T22:00:00.000Z'): ResultsFile => ({
  date,
  mode: 'full',
  machine: { cpus: 2, node: 'v20', loadavgBefore: '0.50 0.1 0.1 1/1 1', loadavgAfter: '1.25 0.1 0.1 1/1 1' },
  skipped,
  figures,
});

describe('figuresTable', () => {
  it('renders each figure beside its same-run baseline, ratio, target and verdict', () => {
    const md = figuresTable([
      {
        name: '2026-11-21.json',
        file: file(
          [
            {
              section: 'api',
              name: 'GET document req/s',
              value: 2603.75,
              unit: 'req/s',
              baseline: { name: 'GET health | req/s', value: 10117.6 },
              ratio: 0.2573,
              target: '≥ 5000',
              met: false,
            },
            { section: 'cold-start', name: 'median', value: 12.345, unit: 'ms' },
          ],
          ['api: PostgreSQL without BENCH_DATABASE_URL'],
        ),
      },
    ]);
    expect(md.split('\n')).toEqual([
      '- api, cold-start: `bench/results/2026-11-21.json` (full run, 2 CPUs, Node v20; 1-minute load average 0.50 → 1.25).',
      '',
      '| section | figure | value | same-run baseline | ratio | target | met |',
      '|---|---|---|---|---|---|---|',
      '| api | GET document req/s | 2 604 req/s | GET health \\| req/s: 10 118 | 0.26 | ≥ 5000 | **missed** |',
      '| cold-start | median | 12.35 ms | — | — | — | — |',
      '',
      'Not measured: api: PostgreSQL without BENCH_DATABASE_URL.',
    ]);
  });
});

describe('figuresTable over several files', () => {
  it('takes each section from the newest file that measured it, and only that section’s skips', () => {
    const figure = (section: string, value: number) => ({ section, name: 'median', value, unit: 'ms' });
    const md = figuresTable([
      { name: '2026-11-26.json', file: file([figure('search', 5)], ['search: postgres without BENCH_DATABASE_URL'], '2026-11-26T16:00:00.000Z') },
      { name: '2026-11-22.json', file: file([figure('search', 9), figure('api', 7)], ['api: x', 'search: y']) },
    ]);
    expect(md.split('\n')).toEqual([
      '- search: `bench/results/2026-11-26.json` (full run, 2 CPUs, Node v20; 1-minute load average 0.50 → 1.25).',
      '- api: `bench/results/2026-11-22.json` (full run, 2 CPUs, Node v20; 1-minute load average 0.50 → 1.25).',
      '',
      '| section | figure | value | same-run baseline | ratio | target | met |',
      '|---|---|---|---|---|---|---|',
      '| search | median | 5 ms | — | — | — | — |',
      '| api | median | 7 ms | — | — | — | — |',
      '',
      'Not measured: search: postgres without BENCH_DATABASE_URL; api: x.',
    ]);
  });
});

describe('datedResults', () => {
  it('lists the dated files newest first; quick runs and other files are not', () => {
    expect(datedResults(['2026-11-21.json', '2026-11-22.json', '2026-11-23.quick.tmp.json', 'README.md'])).toEqual(['2026-11-22.json', '2026-11-21.json']);
    expect(datedResults([])).toEqual([]);
  });
});

describe('withTable', () => {
  it('replaces only the part between the markers, and refuses a file without them', () => {
    const readme = `# x\n${TABLE_START}\nold\n${TABLE_END}\nafter\n`;
    expect(withTable(readme, 'new')).toBe(`# x\n${TABLE_START}\n\nnew\n\n${TABLE_END}\nafter\n`);
    expect(withTable(withTable(readme, 'new'), 'new')).toBe(withTable(readme, 'new'));
    expect(() => withTable('# x', 'new')).toThrow(/markers/);
  });
});

describe('bench/figures.md', () => {
  it('holds the table of the committed results files (npm run bench -- --table)', () => {
    const files = readResults();
    expect(files.length).toBeGreaterThan(0);
    const readme = fs.readFileSync('bench/figures.md', 'utf8');
    expect(readme).toBe(withTable(readme, figuresTable(files)));
  });
});
