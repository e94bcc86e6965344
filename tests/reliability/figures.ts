/**
 * The suite's figures per dialect: each test file adds what it did (cases, acknowledged writes
 * checked, lost, 5xx answers, crashes) to one JSON-lines file; summary-reporter.ts adds them up
 * and prints one line per dialect at the end of the run. Record before asserting, so a failing
 * run still reports what it saw.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Dialect } from '../../api/db/database.js';

export const FIGURES_FILE = path.resolve(import.meta.dirname, '../../test-results/reliability-figures.jsonl');

export interface Figures {
  cases: number;
  acknowledged: number;
  lost: number;
  serverErrors: number;
  crashes: number;
}

export const NO_FIGURES: Figures = { cases: 0, acknowledged: 0, lost: 0, serverErrors: 0, crashes: 0 };

export function recordFigures(dialect: Dialect, suite: string, figures: Partial<Figures>): void {
  fs.mkdirSync(path.dirname(FIGURES_FILE), { recursive: true });
  fs.appendFileSync(FIGURES_FILE, `${JSON.stringify({ dialect, suite, ...NO_FIGURES, ...figures })}\n`);
}

/** Sums per dialect of what the file holds. */
export function readFigures(): Map<string, Figures> {
  const sums = new Map<string, Figures>();
  if (!fs.existsSync(FIGURES_FILE)) return sums;
  for (const line of fs.readFileSync(FIGURES_FILE, 'utf8').split('\n').filter(Boolean)) {
    const row = JSON.parse(line) as Figures & { dialect: string };
    const sum = sums.get(row.dialect) ?? { ...NO_FIGURES };
    for (const key of Object.keys(NO_FIGURES) as (keyof Figures)[]) sum[key] += row[key];
    sums.set(row.dialect, sum);
  }
  return sums;
}
