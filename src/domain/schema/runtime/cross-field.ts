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

/** The code that identifies a person (Lithuanian personal or company code, or a foreign code with its country and kind) and the field that holds it. */
function identity(person: unknown): [string, string] | null {
  if (!isObj(person)) return null;
  if (typeof person.asmensKodas === 'string') return ['ak:' + person.asmensKodas, 'asmensKodas'];
  if (typeof person.jaKodas === 'string') return ['ja:' + person.jaKodas, 'jaKodas'];
  if (typeof person.uzsienioKodas === 'string' && typeof person.uzsienioSalis === 'string')
    return [`x:${person.uzsienioSalis}:${String(person.kodoTipas)}:${person.uzsienioKodas.replace(/\s+/g, '').toUpperCase()}`, 'uzsienioKodas'];
  return null;
}

/** A field holding a person or a list of persons, as a list. */
const personsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/**
 * `distinctParties`: the first person of the field `other` (a person or a list of persons)
 * who is also in the field `one`, matched by code; returns the relative path of that person's
 * code field (`kreditoriai/0/asmensKodas`, `pareiskejas/jaKodas`), or '' when none is.
 */
export function partyOnBothSides(data: unknown, one: string, other: string): string {
  if (!isObj(data)) return '';
  const first = personsOf(data[one]);
  const second = personsOf(data[other]);
  if (first.length === 0 || second.length === 0) return '';
  const seen = new Set<string>();
  for (const p of first) {
    const id = identity(p);
    if (id) seen.add(id[0]);
  }
  const list = Array.isArray(data[other]);
  for (let i = 0; i < second.length; i++) {
    const id = identity(second[i]);
    if (id && seen.has(id[0])) return list ? `${other}/${i}/${id[1]}` : `${other}/${id[1]}`;
  }
  return '';
}
