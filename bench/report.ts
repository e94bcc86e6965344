/**
 * The pure parts of the harness (unit-tested in tests/bench): ratios against same-run
 * baselines, target checks, the printed table and the results file. No I/O here.
 */
import type { Figure } from './lib.js';

/** A latency-like figure is better lower; a throughput-like one better higher. */
export type Better = 'higher' | 'lower';

/** value / baseline, or undefined when there is no usable baseline. */
export function ratio(value: number, baseline: number | undefined): number | undefined {
  return baseline === undefined || baseline === 0 || !Number.isFinite(baseline) || !Number.isFinite(value) ? undefined : value / baseline;
}

/**
 * A figure with its same-run baseline and its ratio to it.
 * @param f the figure without ratio
 */
export function compared(f: Omit<Figure, 'ratio'>): Figure {
  const r = ratio(f.value, f.baseline?.value);
  return r === undefined ? { ...f } : { ...f, ratio: r };
}

/** Whether `value` meets an absolute limit (≥ for higher-is-better, ≤ for lower-is-better). */
export function meets(value: number, limit: number, better: Better): boolean {
  return better === 'higher' ? value >= limit : value <= limit;
}

/**
 * Whether a figure is at most `factor` times worse than its baseline (e.g. 1M documents vs
 * 10k: factor 1.3; PostgreSQL vs SQLite: factor 2).
 */
export function withinFactor(value: number, baseline: number, factor: number, better: Better): boolean {
  return better === 'higher' ? value * factor >= baseline : value <= baseline * factor;
}

export interface BudgetPage {
  budgetKB: number;
}

/** The bundle gate: a page is over budget when its initial JS is above its budget. */
export function overBudget(pages: { name: string; kb: number; budget: BudgetPage }[]): string[] {
  return pages.filter((p) => p.kb > p.budget.budgetKB).map((p) => `${p.name}: ${p.kb.toFixed(1)} KB > ${p.budget.budgetKB} KB`);
}

const fmt = (n: number) => (Math.abs(n) >= 100 ? String(Math.round(n)) : String(Math.round(n * 100) / 100));

/** The table printed at the end of a run. */
export function table(figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.section,
    f.name,
    `${fmt(f.value)} ${f.unit}`,
    f.baseline ? `${f.baseline.name}: ${fmt(f.baseline.value)}` : '',
    f.ratio !== undefined ? f.ratio.toFixed(2) : '',
    f.target ?? '',
    f.met === undefined ? '' : f.met ? 'met' : 'MISSED',
  ]);
  const head = ['section', 'figure', 'value', 'baseline (same run)', 'ratio', 'target', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join(' | ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}

export interface ResultsFile {
  date: string;
  mode: 'full' | 'quick';
  machine: { cpus: number; node: string; loadavgBefore: string; loadavgAfter: string };
  /** why a part was not measured (e.g. PostgreSQL without BENCH_DATABASE_URL) */
  skipped: string[];
  figures: Figure[];
}

/**
 * The results file of a run: this run's figures replace those of the same sections in an
 * earlier file of the same day, the others are kept (a `-- bundle` run keeps the API figures).
 */
export function mergeResults(previous: ResultsFile | null, run: ResultsFile, sections: string[]): ResultsFile {
  const kept = (previous?.figures ?? []).filter((f) => !sections.includes(f.section));
  const skipped = [...(previous?.skipped ?? []).filter((s) => !sections.some((name) => s.startsWith(`${name}:`))), ...run.skipped];
  return { ...run, skipped, figures: [...kept, ...run.figures] };
}

/** Every figure must carry a number; a ratio only with its baseline. Returns the problems. */
export function checkResults(file: ResultsFile): string[] {
  const problems: string[] = [];
  if (Number.isNaN(Date.parse(file.date))) problems.push('date is not an ISO timestamp');
  file.figures.forEach((f, i) => {
    const at = `figures[${i}] (${f.section}: ${f.name})`;
    if (!f.section || !f.name || !f.unit) problems.push(`${at} lacks section, name or unit`);
    if (typeof f.value !== 'number' || !Number.isFinite(f.value)) problems.push(`${at} has no finite value`);
    if (f.ratio !== undefined && !f.baseline) problems.push(`${at} has a ratio without a baseline`);
    if (f.ratio !== undefined && f.baseline && Math.abs(f.ratio - f.value / f.baseline.value) > 1e-9 * Math.max(1, Math.abs(f.ratio)))
      problems.push(`${at} ratio is not value / baseline`);
  });
  return problems;
}
