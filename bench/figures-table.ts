/**
 * The figures table of bench/figures.md, rendered from the results files (never written by hand): each
 * section's figures come from the newest file that measured that section, so a run of one
 * section (`npm run bench -- search`) replaces that section's rows only. Pure functions,
 * unit-tested in tests/bench/figures-table.test.ts, which also checks that bench/figures.md holds
 * exactly the table of the committed files. Written by `npm run bench -- --table` (bench/run.ts).
 */
import type { ResultsFile } from './report.js';

export const TABLE_START = '<!-- bench-table:start (npm run bench -- --table writes this part) -->';
export const TABLE_END = '<!-- bench-table:end -->';

const num = (n: number) => {
  const rounded = Math.abs(n) >= 100 ? Math.round(n) : Math.round(n * 100) / 100;
  return rounded.toLocaleString('en-US').replace(/,/g, ' ');
};
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The committed results files among `names`, newest first (bench/results/<date>.json; quick runs are not committed). */
export function datedResults(names: string[]): string[] {
  return names
    .filter((n) => /^\d{4}-\d{2}-\d{2}\.json$/.test(n))
    .sort()
    .reverse();
}

export interface NamedResults {
  name: string;
  file: ResultsFile;
}

/** Each section's figures from the newest file (of `files`, newest first) that measured it. */
function newestPerSection(files: NamedResults[]): { source: NamedResults; sections: string[]; figures: ResultsFile['figures'] }[] {
  const covered = new Set<string>();
  return files
    .map((source) => {
      const sections = [...new Set(source.file.figures.map((f) => f.section))].filter((s) => !covered.has(s));
      sections.forEach((s) => covered.add(s));
      return { source, sections, figures: source.file.figures.filter((f) => sections.includes(f.section)) };
    })
    .filter((part) => part.sections.length > 0);
}

/** The table of every section's newest figures, each beside its same-run baseline and the ratio to it. */
export function figuresTable(files: NamedResults[]): string {
  const parts = newestPerSection(files);
  const lines = [
    ...parts.map(
      ({ source: { name, file }, sections }) =>
        `- ${sections.join(', ')}: \`bench/results/${name}\` (${file.mode} run, ${file.machine.cpus} CPUs, Node ${file.machine.node}; 1-minute load average ${file.machine.loadavgBefore.split(' ')[0]} → ${file.machine.loadavgAfter.split(' ')[0]}).`,
    ),
    '',
    '| section | figure | value | same-run baseline | ratio | target | met |',
    '|---|---|---|---|---|---|---|',
    ...parts
      .flatMap((part) => part.figures)
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
  const skipped = parts.flatMap(({ source, sections }) => source.file.skipped.filter((s) => sections.some((name) => s.startsWith(`${name}:`))));
  if (skipped.length) lines.push('', `Not measured: ${skipped.map(cell).join('; ')}.`);
  return lines.join('\n');
}

/** `readme` with the part between the markers replaced by `table`; throws when the markers are missing. */
export function withTable(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`bench/figures.md lacks the markers ${TABLE_START} … ${TABLE_END}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${readme.slice(end)}`;
}
