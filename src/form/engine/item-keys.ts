/**
 * Identity of list items: the id a new item gets, and deep links such as
 * turtas/{rusis}/{turtasID} (a layout section's `itemRoute`) ↔ the item they name.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { isRecord } from './json';

/** The list's `uniqueKey` (the item property that is its id), when the schema declares one. */
export function uniqueKeyOf(listSchema: RJSFSchema): string | undefined {
  const key = (listSchema as { uniqueKey?: unknown }).uniqueKey;
  return typeof key === 'string' ? key : undefined;
}

/** The smallest positive number, as text, that no item uses as its id yet. */
export function nextItemId(items: readonly unknown[], key: string): string {
  const used = new Set(items.map((item) => (isRecord(item) ? String(item[key]) : '')));
  let n = items.length + 1;
  for (let i = 1; i <= items.length + 1; i++) {
    if (!used.has(String(i))) {
      n = i;
      break;
    }
  }
  return String(n);
}

/** The route segments naming an item (values of the itemRoute properties), or null when one is missing. */
export function itemRouteOf(item: unknown, itemRoute: readonly string[]): string[] | null {
  if (!isRecord(item)) return null;
  const values = itemRoute.map((p) => item[p]);
  return values.every((v) => typeof v === 'string' || typeof v === 'number') ? values.map(String) : null;
}

/** The index of the item the route segments name, or -1. */
export function findItemByRoute(items: readonly unknown[], itemRoute: readonly string[], segments: readonly string[]): number {
  if (segments.length !== itemRoute.length) return -1;
  return items.findIndex((item) => {
    const values = itemRouteOf(item, itemRoute);
    return values !== null && values.every((v, i) => v === segments[i]);
  });
}
