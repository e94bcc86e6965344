/**
 * The few run-time APIs our code and its libraries use that the oldest supported browsers
 * (Firefox 88+, Chrome 91+, Edge 91+ — the footer's list, spec §2.1) lack. Syntax is
 * lowered by the build (vite.config.ts build.target); these fill the library gaps. Each is
 * installed only where missing, so current browsers run their native versions.
 */

if (!Object.hasOwn) {
  // Chrome 93, Firefox 92
  Object.defineProperty(Object, 'hasOwn', {
    value: (object: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(object, key),
    configurable: true,
    writable: true,
  });
}

export function at<T>(this: ArrayLike<T>, index: number): T | undefined {
  const i = Math.trunc(index) || 0;
  const k = i < 0 ? this.length + i : i;
  return k < 0 || k >= this.length ? undefined : this[k];
}
// Chrome 92, Firefox 90
for (const proto of [Array.prototype, String.prototype]) {
  if (!('at' in proto)) Object.defineProperty(proto, 'at', { value: at, configurable: true, writable: true });
}

/**
 * structuredClone (Chrome 98, Firefox 94) for the data the app clones: JSON-like values,
 * Dates, Maps and Sets, with shared and circular references kept.
 */
export function cloneValue(value: unknown, seen: Map<unknown, unknown>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value);
  if (value instanceof Date) return new Date(value.getTime());
  if (value instanceof Map) {
    const copy = new Map();
    seen.set(value, copy);
    value.forEach((v, k) => copy.set(cloneValue(k, seen), cloneValue(v, seen)));
    return copy;
  }
  if (value instanceof Set) {
    const copy = new Set();
    seen.set(value, copy);
    value.forEach((v) => copy.add(cloneValue(v, seen)));
    return copy;
  }
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [] : {};
  seen.set(value, copy);
  for (const key of Object.keys(value)) (copy as Record<string, unknown>)[key] = cloneValue((value as Record<string, unknown>)[key], seen);
  return copy;
}

if (typeof globalThis.structuredClone !== 'function') {
  Object.defineProperty(globalThis, 'structuredClone', {
    value: <T>(value: T): T => cloneValue(value, new Map()) as T,
    configurable: true,
    writable: true,
  });
}

export {};
