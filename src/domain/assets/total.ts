/**
 * The total value of a document's assets in EUR (spec §3), in whole cents so the sum is exact
 * (shared/reference money rules; the browser formats it with src/lib/money.ts).
 */

/** The sum of the `verte` of every asset in the list, in cents; assets without a value add nothing. */
export function assetTotalCents(assets: unknown): number {
  if (!Array.isArray(assets)) return 0;
  let cents = 0;
  for (const asset of assets as unknown[]) {
    const value = asset !== null && typeof asset === 'object' ? (asset as { verte?: unknown }).verte : undefined;
    if (typeof value === 'number' && Number.isFinite(value)) cents += Math.round(value * 100);
  }
  return cents;
}
