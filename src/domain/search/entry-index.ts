/**
 * The search index rows of a registered entry (decision 0061): one row per party (legal
 * entity or natural person: code, name keys, birth date), per asset identifier (every asset
 * kind's identifying value and every real-property unit's unique number) and per document
 * key (the registry number and every IDK the data carries). Derived from the data, so a new
 * type needs no code here.
 */
import { personalCodeBirthDate, isValidPersonalCode } from '../access/personal-code.js';
import { indexRows } from '../documents/index-rows.js';
import { identifierKey } from './criteria.js';
import { nameKeys } from './name-key.js';
import type { SearchKind } from './scopes.js';

export interface EntryIndexRow {
  kind: SearchKind;
  /** the party's role (top-level field), the asset kind, or registro_nr / idk */
  role: string;
  /** the exact key: a person's or company's code, an asset identifier, a registry number or IDK */
  code: string | null;
  /** display name of a party, else null */
  name: string | null;
  /** the folded keys the name is found by (empty for rows without a name) */
  keys: string[];
  /** YYYY-MM-DD of a natural person with a Lithuanian personal code */
  birthDate: string | null;
}

/** Persons a document names who are not parties of the entry: the people to inform of the decision. */
const NOT_PARTIES: readonly string[] = ['informavimas'];

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Every object under `value`, depth-first. */
function* objects(value: unknown): Generator<Json> {
  if (Array.isArray(value)) for (const item of value) yield* objects(item);
  else if (isObject(value)) {
    yield value;
    for (const child of Object.values(value)) yield* objects(child);
  }
}

const birthDateOf = (code: string | null): string | null =>
  code && isValidPersonalCode(code) ? (personalCodeBirthDate(code)?.toISOString().slice(0, 10) ?? null) : null;

/**
 * The index rows of an entry's data and registry number.
 * @param data the registered data (top-level object of its type's schema)
 */
export function entryIndexRows(data: unknown, registryNumber: string | null): EntryIndexRow[] {
  const rows: EntryIndexRow[] = [];
  const { parties, assets } = indexRows(data);
  for (const p of parties.filter((party) => !NOT_PARTIES.includes(party.role))) {
    rows.push({
      kind: p.personType,
      role: p.role,
      code: p.code,
      name: p.name || null,
      keys: p.name ? nameKeys(p.name) : [],
      birthDate: p.personType === 'fizinis' ? birthDateOf(p.code) : null,
    });
  }
  const seen = new Set<string>();
  const asset = (role: string, identifier: string) => {
    const code = identifierKey(identifier);
    if (seen.has(`${role}:${code}`)) return;
    seen.add(`${role}:${code}`);
    rows.push({ kind: 'turtas', role, code, name: null, keys: [], birthDate: null });
  };
  for (const a of assets) if (a.identifier) asset(a.kind, a.identifier);
  const idks = new Set<string>();
  for (const o of objects(data)) {
    // real-property units of requests (no asset kind): named by their NTR unique number
    if (typeof o.unikalusNr === 'string' && typeof o.rusis !== 'string') asset('ntr', o.unikalusNr);
    if (typeof o.idk === 'string' && /^\d{14}$/.test(o.idk)) idks.add(o.idk);
  }
  if (registryNumber) rows.push({ kind: 'kodas', role: 'registro_nr', code: registryNumber, name: null, keys: [], birthDate: null });
  for (const idk of idks) rows.push({ kind: 'kodas', role: 'idk', code: idk, name: null, keys: [], birthDate: null });
  return rows;
}
