/**
 * The property that identifies an asset of each kind in the registers it comes from — the
 * "unique number" a registrar or a search looks it up by (spec §3 asset kinds). Typed by the
 * types generated from schemas/common/asset.schema.json: every kind has an entry, and each
 * names a field of that kind (the compiler refuses a drift; a test checks it too).
 */
import type { Asset, AssetKind } from '../generated/types/common.js';

export type { AssetKind };

/** The asset of one kind, as the schema defines it. */
type AssetOf<K extends AssetKind> = Extract<Asset, { rusis?: K }>;

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
} as const satisfies { [K in AssetKind]: keyof AssetOf<K> };

export const isAssetKind = (v: unknown): v is AssetKind => typeof v === 'string' && Object.hasOwn(ASSET_IDENTIFIER, v);
