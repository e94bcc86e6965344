/**
 * The property that identifies an asset of each kind in the registers it comes from — the
 * "unique number" a registrar or a search looks it up by (spec §3 asset kinds). A test
 * checks every entry against schemas/common/asset.schema.json, so the two cannot drift.
 */
export const ASSET_IDENTIFIER = {
  orlaivis: 'registracijosZenklas',
  juru_laivas: 'imoNr',
  ktp: 'vin',
  traktorius: 'gamyklinisNr',
  laivelis: 'registracijosNr',
  vagonas: 'vagonoNr',
  ginklas: 'serijinisNr',
  prekes_zenklas: 'registracijosNr',
  kitas: 'identifikatorius',
  imone: 'jaKodas',
  banko_saskaita: 'iban',
  dizainas: 'registracijosNr',
  patentas: 'patentoNr',
  ntr: 'unikalusNr',
  busimas_ntr: 'zemesSklypoUnikalusNr',
  kita_turtine_teise: 'teisesPavadinimas',
} as const;

export type AssetKind = keyof typeof ASSET_IDENTIFIER;

export const isAssetKind = (v: unknown): v is AssetKind => typeof v === 'string' && Object.hasOwn(ASSET_IDENTIFIER, v);
