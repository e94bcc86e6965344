/**
 * Figures of an autocannon run (pure): req/s, p50 and p99 of an endpoint, each with its ratio
 * to the same metric of a baseline measured in the same run (GET health for the framework's
 * ceiling, SQLite for PostgreSQL, 10,000 documents for 1,000,000).
 */
import type { Figure } from './lib.js';
import { compared, meets, withinFactor } from './report.js';

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  requests: number;
}

/** Absolute targets of an endpoint (the issue's), or a factor against the baseline. */
export interface LoadTarget {
  rps?: number;
  p99?: number;
  /** at most this many times worse than the baseline (req/s lower, p99 higher) */
  factor?: number;
}

/**
 * The three figures (plus a failed-responses figure when any failed) of one measured endpoint.
 * @param section bench section
 * @param name e.g. "sqlite · GET document"
 * @param load what autocannon measured
 * @param baseline the same-run baseline and its name, e.g. GET health
 * @param target the endpoint's targets, if any
 */
export function loadFigures(section: string, name: string, load: Load, baseline: { name: string; load: Load } | null, target: LoadTarget = {}): Figure[] {
  const base = (metric: 'rps' | 'p50' | 'p99') =>
    baseline ? { name: `${baseline.name} ${metric === 'rps' ? 'req/s' : metric}`, value: baseline.load[metric] } : undefined;
  const rpsChecks: string[] = [];
  let rpsMet: boolean | undefined;
  if (target.rps !== undefined) {
    rpsChecks.push(`≥ ${target.rps}`);
    rpsMet = meets(load.rps, target.rps, 'higher');
  }
  if (target.factor !== undefined && baseline) {
    rpsChecks.push(`≥ baseline / ${target.factor}`);
    rpsMet = (rpsMet ?? true) && withinFactor(load.rps, baseline.load.rps, target.factor, 'higher');
  }
  const p99Checks: string[] = [];
  let p99Met: boolean | undefined;
  if (target.p99 !== undefined) {
    p99Checks.push(`≤ ${target.p99} ms`);
    p99Met = meets(load.p99, target.p99, 'lower');
  }
  if (target.factor !== undefined && baseline) {
    p99Checks.push(`≤ ${target.factor} × baseline`);
    p99Met = (p99Met ?? true) && withinFactor(load.p99, baseline.load.p99, target.factor, 'lower');
  }
  const out: Figure[] = [
    compared({ section, name: `${name} req/s`, value: load.rps, unit: 'req/s', baseline: base('rps'), target: rpsChecks.join(', ') || undefined, met: rpsMet }),
    compared({ section, name: `${name} p50`, value: load.p50, unit: 'ms', baseline: base('p50') }),
    compared({ section, name: `${name} p99`, value: load.p99, unit: 'ms', baseline: base('p99'), target: p99Checks.join(', ') || undefined, met: p99Met }),
  ];
  if (load.failed > 0)
    out.push({ section, name: `${name} failed responses (of ${load.requests})`, value: load.failed, unit: 'responses', target: '0', met: false });
  return out;
}
