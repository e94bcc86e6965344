/**
 * Predicates behind the custom validation keywords (see ../keywords.ts). Generated validator
 * code calls them by name, so their names and signatures are part of the generated code's
 * contract: change them only together with `npm run gen`.
 */

/** An amount in EUR: a finite number, not negative, whole cents. */
export function isEur(value: unknown): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1e13) return false;
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/**
 * Spec §5 spouse rule: once a former spouse's data is entered (an item whose `flag` property
 * is true), the list may hold that one person only.
 */
export function formerSpouseAlone(items: unknown, flag: string): boolean {
  if (!Array.isArray(items) || items.length < 2) return true;
  return !items.some((item) => item !== null && typeof item === 'object' && (item as Record<string, unknown>)[flag] === true);
}

/** Index of the first item whose `key` repeats an earlier item's, or -1. Items without the key are skipped. */
export function firstDuplicateKey(items: unknown, key: string): number {
  if (!Array.isArray(items)) return -1;
  const seen = new Set<unknown>();
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item === null || typeof item !== 'object') continue;
    const value = (item as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (seen.has(value)) return i;
    seen.add(value);
  }
  return -1;
}
