/** bench/README.md's figures table is the rendering of the newest results file, never hand-written. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Figure } from '../../bench/lib.js';
import { newestResults, readmeTable, TABLE_END, TABLE_START, withTable } from '../../bench/readme-table.js';
import type { ResultsFile } from '../../bench/report.js';

const file = (figures: Figure[], skipped: string[] = []): ResultsFile => ({
  date: '2026-11-21T22:00:00.000Z',
  mode: 'full',
  machine: { cpus: 2, node: 'v20', loadavgBefore: '0.50 0.1 0.1 1/1 1', loadavgAfter: '1.25 0.1 0.1 1/1 1' },
  skipped,
  figures,
});

describe('readmeTable', () => {
  it('renders each figure beside its same-run baseline, ratio, target and verdict', () => {
    const md = readmeTable(
      file(
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
      '2026-11-21.json',
    );
    expect(md.split('\n')).toEqual([
      '`bench/results/2026-11-21.json` (full run, 2 CPUs, Node v20; 1-minute load average 0.50 → 1.25).',
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

describe('newestResults', () => {
  it('is the latest dated full-run file; quick runs and other files are not', () => {
    expect(newestResults(['2026-11-21.json', '2026-11-22.json', '2026-11-23.quick.tmp.json', 'README.md'])).toBe('2026-11-22.json');
    expect(newestResults([])).toBeUndefined();
  });
});

describe('withTable', () => {
  it('replaces only the part between the markers, and refuses a README without them', () => {
    const readme = `# x\n${TABLE_START}\nold\n${TABLE_END}\nafter\n`;
    expect(withTable(readme, 'new')).toBe(`# x\n${TABLE_START}\n\nnew\n\n${TABLE_END}\nafter\n`);
    expect(withTable(withTable(readme, 'new'), 'new')).toBe(withTable(readme, 'new'));
    expect(() => withTable('# x', 'new')).toThrow(/markers/);
  });
});

describe('bench/README.md', () => {
  it('holds the table of the newest results file (npm run bench -- --table)', () => {
    const name = newestResults(fs.readdirSync('bench/results'));
    expect(name).toBeDefined();
    const results = JSON.parse(fs.readFileSync(`bench/results/${name}`, 'utf8')) as ResultsFile;
    const readme = fs.readFileSync('bench/README.md', 'utf8');
    expect(readme).toBe(withTable(readme, readmeTable(results, name!)));
  });
});
