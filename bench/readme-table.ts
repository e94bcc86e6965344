/**
 * The README's figures table, rendered from a results file (never written by hand): pure
 * functions, unit-tested in tests/bench/readme-table.test.ts, which also checks that
 * bench/README.md holds exactly the table of the newest results file. Written by
 * `npm run bench -- --table` (bench/run.ts).
 */
import type { ResultsFile } from './report.js';

export const TABLE_START = '<!-- bench-table:start (npm run bench -- --table writes this part) -->';
export const TABLE_END = '<!-- bench-table:end -->';

const num = (n: number) => {
  const rounded = Math.abs(n) >= 100 ? Math.round(n) : Math.round(n * 100) / 100;
  return rounded.toLocaleString('en-US').replace(/,/g, ' ');
};
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The newest committed results file among `names` (bench/results/<date>.json; quick runs are not committed). */
export function newestResults(names: string[]): string | undefined {
  return names
    .filter((n) => /^\d{4}-\d{2}-\d{2}\.json$/.test(n))
    .sort()
    .at(-1);
}

/** The table of every figure of a run, each beside its same-run baseline and the ratio to it. */
export function readmeTable(file: ResultsFile, name: string): string {
  const lines = [
    `\`bench/results/${name}\` (${file.mode} run, ${file.machine.cpus} CPUs, Node ${file.machine.node}; 1-minute load average ${file.machine.loadavgBefore.split(' ')[0]} → ${file.machine.loadavgAfter.split(' ')[0]}).`,
    '',
    '| section | figure | value | same-run baseline | ratio | target | met |',
    '|---|---|---|---|---|---|---|',
    ...file.figures
      .map((f) =>
        [
          f.section,
          cell(f.name),
          `${num(f.value)} ${f.unit}`,
          f.baseline ? cell(`${f.baseline.name}: ${num(f.baseline.value)}`) : '—',
          f.ratio === undefined ? '—' : f.ratio.toFixed(2),
          f.target ? cell(f.target) : '—',
          f.met === undefined ? '—' : f.met ? 'met' : '**missed**',
        ].join(' | '),
      )
      .map((row) => `| ${row} |`),
  ];
  if (file.skipped.length) lines.push('', `Not measured: ${file.skipped.map(cell).join('; ')}.`);
  return lines.join('\n');
}

/** `readme` with the part between the markers replaced by `table`; throws when the markers are missing. */
export function withTable(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`bench/README.md lacks the markers ${TABLE_START} … ${TABLE_END}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${readme.slice(end)}`;
}
