/**
 * The self-service objects of spec §2.3 — pledges, mortgages, contracts — as groups of the
 * catalogue's document types, the party roles that make a person a party of one, and the
 * list purposes of the portal (each with its own empty-list message, spec §8).
 */
import { OBJECT_KINDS, type ObjectKind } from '../../../src/domain/contracts/self-service.js';

/** The document types of each kind (schemas/documents). Notary enforcement entries and assignments of claim are no self-service objects. */
export const TYPES_OF_KIND: Record<ObjectKind, readonly string[]> = {
  pledge: ['sutartinis-ikeitimas', 'priverstinis-ikeitimas'],
  mortgage: ['sutartine-hipoteka', 'priverstine-hipoteka'],
  contract: ['pardavimas-su-atpirkimo-teise', 'pardavimas-issimoketinai', 'lizingas', 'nuoma', 'panauda', 'preliminarioji-sutartis'],
};

/** The kind of a document type, or null when the type is no self-service object. */
export function kindOfType(typeId: string): ObjectKind | null {
  return OBJECT_KINDS.find((k) => TYPES_OF_KIND[k].includes(typeId)) ?? null;
}

/**
 * Top-level fields (document_party.role) whose persons are parties of the entry. Persons of
 * `informavimas` are only informed, and the provider (duomenuTeikejas) files the entry for
 * others: neither makes a person a party.
 */
export const PARTY_ROLES = ['skolininkai', 'kreditoriai', 'ikaitoDavejai', 'davejai', 'gavejai', 'salys'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

/** Lease and loan for use: the contracts with a lessor/lender who may end them, and that expire. */
export const LEASE_OR_LOAN: readonly string[] = ['nuoma', 'panauda'];
export const REPURCHASE = 'pardavimas-su-atpirkimo-teise';

/**
 * What a list of the portal is for. `salis`: every object where the user is a party;
 * `keitimas`: those the user may change, notify a change of or deregister in self-service;
 * the contract-only purposes follow the actions of the same names (policy.ts).
 */
export const PURPOSES_OF_KIND: Record<ObjectKind, readonly string[]> = {
  pledge: ['salis', 'keitimas'],
  mortgage: ['salis', 'keitimas'],
  contract: ['salis', 'keitimas', 'atpirkimas', 'atpirkimo-atsaukimas', 'automatinis', 'pasibaigusios', 'davejas'],
};
