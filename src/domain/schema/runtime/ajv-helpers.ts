/**
 * The two AJV run-time helpers our schemas make generated code use, as ESM copies. AJV's own
 * are CommonJS modules (`require("ajv/dist/runtime/…")`) that neither the browser bundle nor
 * Node's ESM loader imports cleanly, and importing them would pull AJV into the bundle; the
 * generator rewrites those requires to these (scripts/lib/standalone.ts).
 */

const SURROGATE = /[\uD800-\uDFFF]/;

/** Length in Unicode code points, as JSON Schema's maxLength/minLength count (AJV's ucs2length). */
export function ucs2length(str: string): number {
  // Nearly every text is in the Basic Multilingual Plane (Lithuanian letters included): one
  // native scan answers, instead of a character-by-character loop.
  if (!SURROGATE.test(str)) return str.length;
  const len = str.length;
  let length = 0;
  let pos = 0;
  while (pos < len) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      const next = str.charCodeAt(pos);
      if ((next & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}

/** Deep equality of JSON values (what const, enum and uniqueItems need; AJV uses fast-deep-equal). */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a)) {
      const other = b as unknown[];
      if (a.length !== other.length) return false;
      for (let i = 0; i < a.length; i++) if (!equal(a[i], other[i])) return false;
      return true;
    }
    const ka = Object.keys(a as object);
    if (ka.length !== Object.keys(b as object).length) return false;
    for (const k of ka) {
      if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
      if (!equal((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
    }
    return true;
  }
  // NaN is not JSON, but AJV's equal treats NaN as equal to itself; keep the same answer.
  return a !== a && b !== b;
}
