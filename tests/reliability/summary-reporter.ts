/**
 * Prints the suite's figures, one line per dialect, after vitest's own summary:
 *   reliability [sqlite]: 412 cases, 1830 acknowledged writes checked, 0 lost, 0 5xx, 4 kill -9 crashes
 * The figures come from figures.ts (written by the test files in their workers).
 */
import fs from 'node:fs';
import type { Reporter } from 'vitest/reporters';
import { FIGURES_FILE, readFigures } from './figures.js';

export default class SummaryReporter implements Reporter {
  onTestRunStart() {
    fs.rmSync(FIGURES_FILE, { force: true });
  }

  onTestRunEnd() {
    const sums = readFigures();
    if (sums.size === 0) return;
    console.log('');
    for (const [dialect, f] of [...sums].sort()) {
      console.log(
        `reliability [${dialect}]: ${f.cases} cases, ${f.acknowledged} acknowledged writes checked, ${f.lost} lost, ${f.serverErrors} 5xx, ${f.crashes} kill -9 crashes`,
      );
    }
  }
}
