/**
 * What a change or termination notice may change in the data of the entry it copies
 * (docs/decisions/0158-notice-scope.md): the top-level sections, from the notice's kind, its
 * type's bundled schema and who files it. One source for both faces: the workplace's item view
 * and save (api/modules/documents) and the portal's own change notices (api/modules/self-service).
 * - `pirminis`: not a notice — null, every section;
 * - `nutraukimas`: none — a termination carries its basis only (the registrui tab);
 * - `adreso_keitimas`: the sections holding an address (a field whose name ends in "adresas",
 *   at any depth); the errors check still refuses anything but addresses inside them (tik-adresai);
 * - `pakeitimas` in the workplace: every section but those identifying the entry (its kinds and
 *   its document); in the portal: by the filer's side in the entry (a pledge's or mortgage's
 *   creditor the claim and its terms, a pledgor the pledged things, a contract's party the
 *   contract and its things). Never the parties' identity, the provider or the kinds there.
 */
import { isPlainObject } from '../schema/catalog-error.js';
import type { JsonSchema } from '../schema/bundle.js';
import { pickFields } from '../schema/field-paths.js';
import type { ObjectKind } from '../schema/registry-behaviour.js';
import type { NoticeKind } from './notice-kinds.js';

/** A field holding an address: its name ends in "adresas" (adresas, istaigosAdresas, …). */
export const isAddressField = (name: string): boolean => name.toLowerCase().endsWith('adresas');

/** The sections that identify a registered entry: a workplace change keeps them as registered. */
export const IDENTIFYING_SECTIONS = ['rusys', 'dokumentas'] as const;

/** Who files the notice: a workplace provider, or a portal party of the entry with their roles in it. */
export type NoticeFiler = { face: 'workplace' } | { face: 'portal'; objectKind: ObjectKind; roles: readonly string[] };

const topSections = (schema: JsonSchema): string[] => (isPlainObject(schema.properties) ? Object.keys(schema.properties) : []);

const addressCache = new WeakMap<JsonSchema, string[]>();

/** The top-level sections of a schema with an address field in them, in the schema's order. */
export function addressSections(schema: JsonSchema): string[] {
  let out = addressCache.get(schema);
  if (!out) {
    const holders = pickFields(schema, (node) => (isPlainObject(node.properties) ? Object.keys(node.properties).filter(isAddressField) : undefined)).filter(
      (f) => f.fact.length > 0,
    );
    const found = new Set(holders.flatMap((f) => (f.path.length > 0 ? [f.path[0]!] : f.fact)));
    out = topSections(schema).filter((s) => found.has(s));
    addressCache.set(schema, out);
  }
  return out;
}

const CREDITOR = ['kreditoriai'];
const PLEDGOR = ['skolininkai', 'ikaitoDavejai'];
const hasAny = (roles: readonly string[], wanted: readonly string[]) => roles.some((r) => wanted.includes(r));

/** A portal party's change: by their side in the entry (see the module comment). */
function partyChangeable(kind: ObjectKind, roles: readonly string[]): string[] {
  if (kind === 'contract') return roles.length > 0 ? ['sutartis', 'dalykai'] : [];
  const out: string[] = [];
  if (hasAny(roles, CREDITOR)) out.push('prievoles', 'salygos', 'kitaInformacija');
  if (kind === 'pledge' && hasAny(roles, PLEDGOR)) out.push('turtas');
  return out;
}

/**
 * The top-level sections a notice of `kind` on a type with `schema` may change, or null when
 * every section may change (an entry's first notice).
 */
export function changeableSections(kind: NoticeKind | string, schema: JsonSchema, filer: NoticeFiler): string[] | null {
  switch (kind) {
    case 'pirminis':
      return null;
    case 'adreso_keitimas':
      return addressSections(schema);
    case 'pakeitimas':
      return filer.face === 'portal'
        ? partyChangeable(filer.objectKind, filer.roles)
        : topSections(schema).filter((s) => !(IDENTIFYING_SECTIONS as readonly string[]).includes(s));
    default:
      return [];
  }
}

/** May a tab (its top-level fields) be edited when only `changeable` sections may change (null: all)? */
export const tabChangeable = (fields: readonly string[], changeable: readonly string[] | null): boolean =>
  changeable === null || (fields.length > 0 && fields.every((f) => changeable.includes(f)));
