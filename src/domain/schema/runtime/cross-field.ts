/**
 * Predicates behind the cross-field keywords (../cross-field-keywords.ts, decision 0122). Like
 * ./checks.ts, generated validator code calls them by name: change names and signatures only
 * together with `npm run gen`. Each judges only values that are themselves well formed (a
 * malformed date or share is its own field's error), so one mistake gives one message.
 */
import { FORMATS } from './formats.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The value at a relative path (`a/b`: property b of property a) of an object, or undefined. */
function at(root: unknown, path: string): unknown {
  let node = root;
  let start = 0;
  for (let slash = path.indexOf('/'); ; slash = path.indexOf('/', start)) {
    if (!isObj(node)) return undefined;
    node = node[slash < 0 ? path.slice(start) : path.slice(start, slash)];
    if (slash < 0) return node;
    start = slash + 1;
  }
}

/**
 * `dateOrder`: true when both dates are present and real and the one at `later` is earlier
 * than the one at `earlier` (ISO dates compare as strings).
 */
export function datesOutOfOrder(data: unknown, earlier: string, later: string): boolean {
  const a = at(data, earlier);
  const b = at(data, later);
  return typeof a === 'string' && typeof b === 'string' && FORMATS.date(a) && FORMATS.date(b) && b < a;
}

/** `positive`: a number above zero (a non-number is the type keyword's error). */
export const isPositive = (value: unknown): boolean => typeof value !== 'number' || value > 0;

/** A share `n/d` as [n, d], or null when it is not one (the pattern keyword's error). */
function fraction(value: unknown): [number, number] | null {
  if (typeof value !== 'string') return null;
  const m = /^([1-9]\d{0,8})\/([1-9]\d{0,8})$/.exec(value);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** `properShare`: a share `n/d` is at most the whole (n ≤ d). */
export function shareWithinWhole(value: unknown): boolean {
  const f = fraction(value);
  return f === null || f[0] <= f[1];
}

/**
 * `shareTotal`: in a list of units, the shares given of one unit (items with the same `key`;
 * an item without a share stands for the whole unit) add up to at most the whole. Returns the
 * index of the first item that takes the unit past the whole, or -1. Sums are kept as exact
 * fractions (numerator and denominator below 10^9 each; reduced on every step).
 */
export function firstShareOverWhole(items: unknown, key: string, share: string): number {
  if (!Array.isArray(items) || items.length === 0) return -1;
  const totals = new Map<unknown, [number, number]>();
  for (let i = 0; i < items.length; i++) {
    const item: unknown = items[i];
    if (!isObj(item) || item[key] === undefined) continue;
    const given = item[share] === undefined ? ([1, 1] as [number, number]) : fraction(item[share]);
    // a share over the whole by itself is properShare's error, not this one's
    if (given === null || given[0] > given[1]) continue;
    const [n0, d0] = totals.get(item[key]) ?? [0, 1];
    let n = n0 * given[1] + given[0] * d0;
    let d = d0 * given[1];
    const g = gcd(n, d);
    n /= g;
    d /= g;
    if (n > d) return i;
    totals.set(item[key], [n, d]);
  }
  return -1;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** A foreign code compared as people write it: spaces and letter case do not count. No allocation. */
function sameForeignCode(a: string, b: string): boolean {
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < a.length && a.charCodeAt(i) === 32) i++;
    while (j < b.length && b.charCodeAt(j) === 32) j++;
    if (i === a.length || j === b.length) return i === a.length && j === b.length;
    let x = a.charCodeAt(i++);
    let y = b.charCodeAt(j++);
    if (x >= 97 && x <= 122) x -= 32;
    if (y >= 97 && y <= 122) y -= 32;
    if (x !== y) return false;
  }
}

/**
 * The field of `b` whose code names the same person as `a` (personal code, company code, or a
 * foreign code of the same country and kind), or '' when they are not the same person.
 */
function sameCodeField(a: unknown, b: unknown): string {
  if (!isObj(a) || !isObj(b)) return '';
  if (typeof b.asmensKodas === 'string') return b.asmensKodas === a.asmensKodas ? 'asmensKodas' : '';
  if (typeof b.jaKodas === 'string') return b.jaKodas === a.jaKodas ? 'jaKodas' : '';
  if (typeof b.uzsienioKodas === 'string' && typeof a.uzsienioKodas === 'string' && b.uzsienioSalis === a.uzsienioSalis && b.kodoTipas === a.kodoTipas)
    return sameForeignCode(a.uzsienioKodas, b.uzsienioKodas) ? 'uzsienioKodas' : '';
  return '';
}

/** How many persons a field holds (a list, one person, or none). */
const countOf = (value: unknown): number => (Array.isArray(value) ? value.length : value === undefined ? 0 : 1);
/** The i-th person of a field that holds a list or one person. */
const personAt = (value: unknown, i: number): unknown => (Array.isArray(value) ? value[i] : value);

/**
 * `distinctParties`: the first person of the field `other` (a person or a list of persons)
 * who is also in the field `one`, matched by code; returns the relative path of that person's
 * code field (`kreditoriai/0/asmensKodas`, `pareiskejas/jaKodas`), or '' when none is.
 * Allocates nothing unless it finds one (lists hold at most 100 persons).
 */
export function partyOnBothSides(data: unknown, one: string, other: string): string {
  if (!isObj(data)) return '';
  const first = data[one];
  const second = data[other];
  const n = countOf(first);
  const m = countOf(second);
  for (let j = 0; j < m; j++) {
    for (let i = 0; i < n; i++) {
      const field = sameCodeField(personAt(first, i), personAt(second, j));
      if (field !== '') return Array.isArray(second) ? `${other}/${j}/${field}` : `${other}/${field}`;
    }
  }
  return '';
}
