/**
 * Asset kinds (spec §3; schemas/common/asset.schema.json `assetKind`) and the kinds whose
 * unique number is looked up in the land/property register (decision 0129): real property
 * (`ntr`, by its unique number) and future real property (`busimas_ntr`, by its land plot's).
 */
export const ASSET_KINDS = [
  'orlaivis',
  'juru_laivas',
  'ktp',
  'traktorius',
  'laivelis',
  'vagonas',
  'ginklas',
  'prekes_zenklas',
  'kitas',
  'imone',
  'banko_saskaita',
  'dizainas',
  'patentas',
  'ntr',
  'busimas_ntr',
  'kita_turtine_teise',
] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

export const isAssetKind = (value: unknown): value is AssetKind => typeof value === 'string' && (ASSET_KINDS as readonly string[]).includes(value);

/** The property holding the number the land/property register is asked about, per checked kind. */
export const LOOKED_UP_NUMBER: Partial<Record<AssetKind, string>> = { ntr: 'unikalusNr', busimas_ntr: 'zemesSklypoUnikalusNr' };

/** An asset check's status: waiting for the register, found there, or to be revised by the user ('revise', spec §5). */
export const ASSET_CHECK_STATUSES = ['tikrinamas', 'tinkamas', 'patikslinti'] as const;
export type AssetCheckStatus = (typeof ASSET_CHECK_STATUSES)[number];

export interface LookedUpAsset {
  assetId: string;
  kind: AssetKind;
  uniqueNumber: string;
}

/** The assets of a document's `turtas` list whose number the register is asked about. */
export function lookedUpAssets(data: unknown): LookedUpAsset[] {
  const list = (data as { turtas?: unknown } | null)?.turtas;
  if (!Array.isArray(list)) return [];
  const out: LookedUpAsset[] = [];
  for (const item of list as unknown[]) {
    if (item === null || typeof item !== 'object') continue;
    const asset = item as Record<string, unknown>;
    const field = isAssetKind(asset.rusis) ? LOOKED_UP_NUMBER[asset.rusis] : undefined;
    const number = field ? asset[field] : undefined;
    if (field && typeof asset.turtasID === 'string' && typeof number === 'string' && number !== '')
      out.push({ assetId: asset.turtasID, kind: asset.rusis as AssetKind, uniqueNumber: number });
  }
  return out;
}
