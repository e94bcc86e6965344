/**
 * The self-service objects of spec §2.3 — pledges, mortgages, contracts — as the catalogue's
 * document types whose `registry.selfService` names a kind (decision 0108), the party roles
 * that make a person a party of one, and the list purposes of the portal (each with its own
 * empty-list message, spec §8).
 */
import { OBJECT_KINDS, type ObjectKind, type Purpose } from '../../../src/domain/contracts/self-service.js';
import type { SelfServiceMeta } from '../../../src/domain/schema/registry-behaviour.js';

/** What the policy knows of an entry's type: its kind and the contract traits its metadata declares. */
export interface SelfServiceTraits {
  kind: ObjectKind;
  /** a lease or loan for use: the giver may end it, anyone once it has expired */
  expires: boolean;
  /** a sale with the right of repurchase */
  repurchase: boolean;
}

/** The self-service view of the catalogue: which types are objects of which kind. */
export interface SelfServiceTypes {
  /** the traits of a document type, or null when the type is no self-service object */
  traitsOf(typeId: string): SelfServiceTraits | null;
  /** the document types of a kind (for the queries) */
  typesOf(kind: ObjectKind): string[];
  /** the list purposes that make sense for a kind */
  purposesOf(kind: ObjectKind): Purpose[];
}

/**
 * The self-service types of a catalogue: every document type with `registry.selfService`
 * (notary enforcement entries and assignments of claim carry none: no self-service objects).
 */
export function selfServiceTypes(types: readonly { id: string; meta: { selfService?: SelfServiceMeta } }[]): SelfServiceTypes {
  const traits = new Map<string, SelfServiceTraits>();
  for (const { id, meta } of types) {
    if (meta.selfService)
      traits.set(id, { kind: meta.selfService.kind, expires: meta.selfService.expires === true, repurchase: meta.selfService.repurchase === true });
  }
  const ofKind = (kind: ObjectKind) => [...traits.entries()].filter(([, t]) => t.kind === kind);
  const purposes = new Map(
    OBJECT_KINDS.map((kind) => [
      kind,
      purposesFor(
        kind,
        ofKind(kind).map(([, t]) => t),
      ),
    ]),
  );
  return {
    traitsOf: (typeId) => traits.get(typeId) ?? null,
    typesOf: (kind) => ofKind(kind).map(([id]) => id),
    purposesOf: (kind) => purposes.get(kind)!,
  };
}

/**
 * What a list of the portal is for. `salis`: every object where the user is a party;
 * `keitimas`: those the user may change, notify a change of or deregister in self-service;
 * the contract-only purposes follow the actions of the same names (policy.ts), so a kind has
 * them when one of its types has the trait they need.
 */
function purposesFor(kind: ObjectKind, traits: readonly SelfServiceTraits[]): Purpose[] {
  const out: Purpose[] = ['salis', 'keitimas'];
  if (kind !== 'contract') return out;
  if (traits.some((t) => t.repurchase)) out.push('atpirkimas', 'atpirkimo-atsaukimas');
  out.push('automatinis');
  if (traits.some((t) => t.expires)) out.push('pasibaigusios', 'davejas');
  return out;
}

/**
 * Top-level fields (document_party.role) whose persons are parties of the entry. Persons of
 * `informavimas` are only informed, and the provider (duomenuTeikejas) files the entry for
 * others: neither makes a person a party.
 */
export const PARTY_ROLES = ['skolininkai', 'kreditoriai', 'ikaitoDavejai', 'davejai', 'gavejai', 'salys'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];
