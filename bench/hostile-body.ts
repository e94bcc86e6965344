/**
 * The answer to a hostile body (issue #16 item 2): the signed-in notary POSTs the largest
 * mortgage with 100 000 unknown keys (≈ 1.1 MB) to /api/catalog/:id/validate — at the top
 * level, and inside a field — and must get 422 with a short list (checked; anything else
 * stops the section). Median of 7 sequential requests each; the baseline is the same route
 * with the valid document. Target: ≤ 100 ms. Since decision 0155 such a body is over the JSON
 * member cap and refused before it is parsed; `tests/api/hostile-body.test.ts` covers the
 * validator's bounded answer below the cap.
 */
import { UNKNOWN_FIELDS_SHOWN } from '../src/domain/schema/field-errors.js';
import { largestMortgage, LARGEST_TYPE } from './fixtures/largest-mortgage.js';
import { median, type Figure } from './lib.js';
import { compared } from './report.js';

export const HOSTILE_KEYS = 100_000;
export const HOSTILE_TARGET_MS = 100;
const RUNS = 7;

export interface HostileResult {
  /** ms, the valid largest document (the baseline) */
  valid: number;
  /** ms, 100 000 unknown keys at the top level */
  topLevel: number;
  /** ms, 100 000 unknown keys inside a field (`dokumentas`) */
  nested: number;
}

const stuffed = (into: Record<string, unknown>) => {
  const out: Record<string, unknown> = { ...into };
  for (let i = 0; i < HOSTILE_KEYS; i++) out[`k${i}`] = i;
  return out;
};

/** Median ms of RUNS sequential POSTs of `body`, each answered `status` (and, for 422, a short list). */
async function medianMs(url: string, token: string, body: string, status: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
    const text = await res.text();
    times.push(performance.now() - start);
    if (res.status !== status) throw new Error(`hostile body: expected ${status}, got ${res.status} ${text.slice(0, 200)}`);
    if (status === 422 && (JSON.parse(text) as { errors: unknown[] }).errors.length > UNKNOWN_FIELDS_SHOWN + 5)
      throw new Error('hostile body: the error list is not bounded');
  }
  return median(times);
}

/** Measures the three requests against a running server. */
export async function measureHostileBody(base: string, token: string): Promise<HostileResult> {
  const url = `${base}/api/catalog/${LARGEST_TYPE}/validate`;
  const data = largestMortgage() as Record<string, unknown>;
  return {
    valid: await medianMs(url, token, JSON.stringify(data), 200),
    topLevel: await medianMs(url, token, JSON.stringify(stuffed(data)), 422),
    nested: await medianMs(url, token, JSON.stringify({ ...data, dokumentas: stuffed(data.dokumentas as Record<string, unknown>) }), 422),
  };
}

/** The two hostile-body figures, each against the valid document's time. */
export function hostileFigures(section: string, label: string, r: HostileResult): Figure[] {
  const baseline = { name: 'the valid document', value: Math.round(r.valid * 10) / 10 };
  const figure = (where: string, value: number) =>
    compared({
      section,
      name: `${label} hostile body: 100 000 unknown keys ${where} → 422`,
      value: Math.round(value * 10) / 10,
      unit: 'ms',
      baseline,
      target: `≤ ${HOSTILE_TARGET_MS} ms`,
      met: value <= HOSTILE_TARGET_MS,
    });
  return [figure('at the top level', r.topLevel), figure('inside a field', r.nested)];
}
