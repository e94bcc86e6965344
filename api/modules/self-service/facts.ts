/**
 * The facts the self-service policy reads about an entry and the portal user: who the user is
 * among parties, the contract's end date, and the recorded facts in force.
 */
import type { ContractBase, IsoDate } from '../../../src/domain/generated/types/common.js';
import type { ObjectListItem } from '../../../src/domain/contracts/self-service.js';
import type { SessionUser } from '../../plugins/access.js';
import type { DocumentRow } from '../items/repository.js';
import type { SelfServiceTraits } from './kinds.js';
import type { ActiveFacts } from './policy.js';
import type { FactRow, PartyKey } from './repository.js';

/** Kinds of self_service_fact rows. */
export const FACT_KINDS = { repurchaseWish: 'atpirkimo_pageidavimas', noAutoDeregistration: 'neisregistruoti_automatiskai' } as const;

/**
 * Who the portal user is among an entry's parties: the company an EL_JA user acts for, else
 * the person by personal code. Null for a user with neither (such a user is party of nothing).
 */
export function partyKeyOf(user: SessionUser): PartyKey | null {
  if (user.face !== 'portal') return null;
  if (user.companyCode) return { personType: 'juridinis', code: user.companyCode };
  return user.personCode ? { personType: 'fizinis', code: user.personCode } : null;
}

/**
 * The date that ends a contract in the registry's eyes: the repurchase deadline of a sale with
 * the right of repurchase, else the contract's end date (lease, loan for use, leasing…).
 */
export function endDateOf(row: DocumentRow, traits: Pick<SelfServiceTraits, 'repurchase'>): string | null {
  // contract information is contractBase; the repurchase deadline is the repurchase sale's own field
  const data = JSON.parse(row.data) as { sutartis?: ContractBase & { atpirkimoTerminas?: IsoDate } };
  const value = traits.repurchase ? data.sutartis?.atpirkimoTerminas : data.sutartis?.pabaigosData;
  return typeof value === 'string' ? value : null;
}

/** Who recorded a fact and when (the contract's objectListItem.facts, src/domain/contracts/self-service.ts). */
export type FactView = NonNullable<ObjectListItem['facts']['repurchaseWish']>;

/** The facts in force on one document, for the policy and for the view. */
export function factsOf(
  rows: readonly FactRow[],
  documentId: number,
): { active: ActiveFacts; view: { repurchaseWish: FactView | null; noAutoDeregistration: FactView | null } } {
  const find = (kind: string) => rows.find((r) => Number(r.document_id) === documentId && r.kind === kind);
  const wish = find(FACT_KINDS.repurchaseWish);
  const noAuto = find(FACT_KINDS.noAutoDeregistration);
  const view = (r: FactRow | undefined): FactView | null => (r ? { at: r.created_at, byName: r.by_name } : null);
  return {
    active: { repurchaseWish: wish !== undefined, noAutoDeregistration: noAuto !== undefined },
    view: { repurchaseWish: view(wish), noAutoDeregistration: view(noAuto) },
  };
}
