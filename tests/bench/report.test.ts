/** The harness's pure parts: ratios, targets, the budget gate, the table and the results file (no timings). */
import { describe, expect, it } from 'vitest';
import { loadFigures } from '../../bench/api-figures.js';
import type { Figure } from '../../bench/lib.js';
import { checkResults, compared, meets, mergeResults, overBudget, ratio, table, withinFactor, type ResultsFile } from '../../bench/report.js';

const load = (rps: number, p50: number, p99: number, failed = 0) => ({ rps, p50, p99, failed, requests: 1000 });
const file = (figures: Figure[], skipped: string[] = []): ResultsFile => ({
  date: '2026-11-21T22:00:00.000Z',
  mode: 'full',
  machine: { cpus: 2, node: 'v20', loadavgBefore: '0.1 0.1 0.1 1/1 1', loadavgAfter: '0.2 0.1 0.1 1/1 1' },
  skipped,
  figures,
});

describe('ratio and compared', () => {
  it('is value / baseline, and absent without a usable baseline', () => {
    expect(ratio(50, 200)).toBe(0.25);
    expect(ratio(5, 0)).toBeUndefined();
    expect(ratio(5, undefined)).toBeUndefined();
    expect(ratio(Number.NaN, 3)).toBeUndefined();
  });

  it('adds the ratio only when the figure has a baseline', () => {
    expect(compared({ section: 's', name: 'n', value: 30, unit: 'ms', baseline: { name: 'b', value: 10 } }).ratio).toBe(3);
    expect(compared({ section: 's', name: 'n', value: 30, unit: 'ms' })).not.toHaveProperty('ratio');
  });
});

describe('targets', () => {
  it('compares absolute limits in the direction that is better', () => {
    expect(meets(5000, 5000, 'higher')).toBe(true);
    expect(meets(4999, 5000, 'higher')).toBe(false);
    expect(meets(20, 20, 'lower')).toBe(true);
    expect(meets(21, 20, 'lower')).toBe(false);
  });

  it('accepts at most `factor` times worse than the baseline', () => {
    expect(withinFactor(770, 1000, 1.3, 'higher')).toBe(true);
    expect(withinFactor(760, 1000, 1.3, 'higher')).toBe(false);
    expect(withinFactor(13, 10, 1.3, 'lower')).toBe(true);
    expect(withinFactor(14, 10, 1.3, 'lower')).toBe(false);
  });

  it('names every page over its bundle budget and none within it', () => {
    const pages = [
      { name: 'login', kb: 175.5, budget: { budgetKB: 170 } },
      { name: 'portal', kb: 170, budget: { budgetKB: 170 } },
    ];
    expect(overBudget(pages)).toEqual(['login: 175.5 KB > 170 KB']);
  });
});

describe('loadFigures', () => {
  it('gives req/s, p50 and p99 each as a ratio to the same metric of the baseline, with the targets checked', () => {
    const figures = loadFigures('api', 'sqlite · GET document', load(4000, 2, 10), { name: 'GET health', load: load(16000, 1, 5) }, { rps: 5000, p99: 20 });
    expect(figures.map((f) => [f.name, f.ratio, f.met])).toEqual([
      ['sqlite · GET document req/s', 0.25, false],
      ['sqlite · GET document p50', 2, undefined],
      ['sqlite · GET document p99', 2, true],
    ]);
  });

  it('checks a factor against the baseline and reports failed responses as a missed figure', () => {
    const figures = loadFigures('scale', '1M · PUT', load(700, 30, 60, 3), { name: '10k · PUT', load: load(1000, 20, 40) }, { factor: 1.3 });
    expect(figures.find((f) => f.name.endsWith('req/s'))!.met).toBe(false);
    expect(figures.find((f) => f.name.endsWith('p99'))!.met).toBe(false);
    expect(figures.at(-1)).toMatchObject({ name: '1M · PUT failed responses (of 1000)', value: 3, met: false });
  });
});

describe('results file', () => {
  const a: Figure = compared({ section: 'api', name: 'GET', value: 10, unit: 'req/s', baseline: { name: 'health', value: 20 } });
  const b: Figure = { section: 'bundle', name: 'login', value: 160, unit: 'KB gz' };

  it('keeps the other sections of an earlier file of the day and replaces the re-run ones', () => {
    const previous = file([{ ...a, value: 1, ratio: 0.05 }, b], ['api: PostgreSQL skipped', 'scale: 1M not run']);
    const merged = mergeResults(previous, file([a], []), ['api']);
    expect(merged.figures).toEqual([b, a]);
    expect(merged.skipped).toEqual(['scale: 1M not run']);
  });

  it('accepts well-formed figures and names the malformed ones', () => {
    expect(checkResults(file([a, b]))).toEqual([]);
    const bad = checkResults(
      file([
        { ...a, ratio: 0.9 },
        { ...b, value: Number.NaN },
        { section: 'x', name: 'y', value: 1, unit: 'ms', ratio: 2 },
      ]),
    );
    expect(bad).toEqual([
      'figures[0] (api: GET) ratio is not value / baseline',
      'figures[1] (bundle: login) has no finite value',
      'figures[2] (x: y) has a ratio without a baseline',
    ]);
  });

  it('prints one row per figure with MISSED where a target is missed', () => {
    const out = table([{ ...a, target: '≥ 5000', met: false }, b]).split('\n');
    expect(out).toHaveLength(4);
    expect(out[2]).toMatch(/api\s+\| GET\s+\| 10 req\/s\s+\| health: 20\s+\| 0\.50\s+\| ≥ 5000 \| MISSED/);
    expect(out[3]).toMatch(/^bundle\s+\| login\s+\| 160 KB gz/);
  });
});
