/**
 * Derived search rows of a document: one per party (codes and names) and one per asset
 * (kind and unique number). They are rewritten with the document in one transaction, so
 * search never reads the JSON. Recognition is structural and type-independent: a party is
 * any object with `asmensTipas` (the person $def), an asset any object with `turtasID` and
 * `rusis` (the asset $def); the role of a party is the top-level field that holds it.
 */
import { ASSET_IDENTIFIER, isAssetKind } from './asset-identifiers.js';
import { partyName, registerCode } from './party.js';

export interface PartyRow {
  /** top-level field holding the party, e.g. skolininkai, kreditoriai, ikaitoDavejai */
  role: string;
  personType: 'fizinis' | 'juridinis';
  /** personal code, legal entity code or foreign code; null when absent */
  code: string | null;
  /** display name: "Vardas Pavardė" or the company name */
  name: string;
  /** lower-case name without diacritics, for search */
  nameKey: string;
}

export interface AssetRow {
  itemId: string;
  kind: string;
  /** the kind's identifying value (see asset-identifiers.ts), null when not given */
  identifier: string | null;
  valueEur: number | null;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** Lower case, Lithuanian (and other) diacritics removed: "Žemaitė" → "zemaite". */
export const searchKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

function partyOf(role: string, p: Json): PartyRow | null {
  if (p.asmensTipas !== 'fizinis' && p.asmensTipas !== 'juridinis') return null;
  const name = partyName(p);
  return {
    role,
    personType: p.asmensTipas,
    code: registerCode(p) ?? text(p.uzsienioKodas),
    name,
    nameKey: searchKey(name),
  };
}

function assetOf(a: Json): AssetRow | null {
  if (typeof a.turtasID !== 'string' || typeof a.rusis !== 'string') return null;
  const field = isAssetKind(a.rusis) ? ASSET_IDENTIFIER[a.rusis] : null;
  return {
    itemId: a.turtasID,
    kind: a.rusis,
    identifier: field ? text(a[field]) : null,
    valueEur: typeof a.verte === 'number' ? a.verte : null,
  };
}

/** Walks `value` depth-first, calling `visit` on every object with the top-level field it sits under. */
function walk(value: unknown, role: string, visit: (role: string, o: Json) => void): void {
  if (Array.isArray(value)) for (const item of value) walk(item, role, visit);
  else if (isObject(value)) {
    visit(role, value);
    for (const child of Object.values(value)) walk(child, role, visit);
  }
}

/**
 * The party and asset rows of a document's data.
 * @param data the document data (top-level object of its type's schema)
 */
export function indexRows(data: unknown): { parties: PartyRow[]; assets: AssetRow[] } {
  const parties: PartyRow[] = [];
  const assets: AssetRow[] = [];
  if (!isObject(data)) return { parties, assets };
  for (const [field, value] of Object.entries(data)) {
    walk(value, field, (role, o) => {
      const party = partyOf(role, o);
      if (party) parties.push(party);
      const asset = assetOf(o);
      if (asset) assets.push(asset);
    });
  }
  return { parties, assets };
}
