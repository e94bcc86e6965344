/**
 * The one state machine for documents, requests and certificates (spec §4). The spec does
 * not show the graph; it is designed from registry practice and drawn in
 * src/domain/lifecycle/README.md. The server is the only authority: it computes the facts
 * about the acting user (`Actor`) and the item (`Situation`) and asks this module which
 * actions are allowed and where each leads. The browser only shows what the server lists.
 */
import type { Action, Status } from './statuses.js';

/**
 * - `professional`: a data provider (notary, court, bailiff, institution, company) files with
 *   the registry; an approver (the notary) may approve an assistant's preparation; the
 *   provider signs and transfers; a registrar registers, returns or rejects.
 * - `self-service`: a citizen or company files through the portal; other parties may have
 *   to approve; a fee may have to be paid; then the registrar decides.
 */
export type Lifecycle = 'professional' | 'self-service';

/** What the acting user is for this item, as established by the server. */
export interface Actor {
  /** prepares the item: its creator, or a colleague of the same office with a creating role */
  isProvider: boolean;
  /** may approve the item (the notary over an assistant's work; a party named in the data whose confirmation is asked, decision 0126) */
  isApprover: boolean;
  /** a registrar of the register that keeps this type */
  isRegistrar: boolean;
}

/** Facts about the item that steer the graph. */
export interface Situation {
  lifecycle: Lifecycle;
  status: Status;
  /** a valid signature covers the current data and schema version */
  signed: boolean;
  /** parties other than the filer must approve before transfer (self-service; professional: the type's registry.approval, decision 0126) */
  needsApproval: boolean;
  /** self-service: a fee must be paid before the registry receives it */
  needsPayment: boolean;
  /** professional: the preparer is an assistant/representative whose work a notary approves */
  needsNotaryApproval: boolean;
  /** the item has been approved in this round (professional lifecycle) */
  approved: boolean;
}

export type ActorKind = keyof Actor;

interface Rule {
  action: Action;
  actor: ActorKind;
  from: readonly Status[];
  /** when the action is possible beyond its status (e.g. a signature is required) */
  when?: (s: Situation) => boolean;
  to: (s: Situation) => Status;
  /** critical errors of the business checks refuse the action (spec §4 "Errors checked") */
  errorCheck: boolean;
}

/** Where a self-service item goes once everything before the registry is done. */
const afterApproval = (s: Situation): Status => (s.needsPayment ? 'laukia_apmokejimo' : 'perduotas');

const RULES: readonly Rule[] = [
  {
    action: 'rengti',
    actor: 'isProvider',
    from: ['rengiamas', 'patvirtinti', 'laukia_patvirtinimo', 'laukia_apmokejimo'],
    // In preparation it only makes sense to cancel a signature or an approval.
    when: (s) => s.status !== 'rengiamas' || s.signed || s.approved,
    to: () => 'rengiamas',
    errorCheck: false,
  },
  {
    action: 'patvirtinti',
    actor: 'isApprover',
    from: ['rengiamas'],
    when: (s) => s.lifecycle === 'professional' && s.needsNotaryApproval && !s.approved,
    to: () => 'patvirtinti',
    errorCheck: true,
  },
  {
    // the provider confirms the signed data and asks the other parties (decision 0126)
    action: 'patvirtinti',
    actor: 'isProvider',
    from: ['rengiamas'],
    when: (s) => s.lifecycle === 'professional' && s.needsApproval && s.signed,
    to: () => 'laukia_patvirtinimo',
    errorCheck: true,
  },
  {
    action: 'patvirtinti',
    actor: 'isApprover',
    from: ['laukia_patvirtinimo'],
    to: afterApproval,
    errorCheck: true,
  },
  {
    // a party refuses: the item goes back to its provider (decision 0126)
    action: 'rengti',
    actor: 'isApprover',
    from: ['laukia_patvirtinimo'],
    to: () => 'rengiamas',
    errorCheck: false,
  },
  {
    action: 'pasirasyti',
    actor: 'isProvider',
    from: ['rengiamas', 'patvirtinti', 'grazintas'],
    when: (s) => !s.signed && (s.lifecycle === 'self-service' || !s.needsNotaryApproval || s.approved || s.status === 'grazintas'),
    to: (s) => s.status,
    errorCheck: true,
  },
  {
    action: 'perduoti',
    actor: 'isProvider',
    from: ['rengiamas', 'patvirtinti', 'grazintas'],
    // a professional item the other parties must confirm goes through patvirtinti first
    when: (s) => s.signed && !(s.lifecycle === 'professional' && s.needsApproval && s.status === 'rengiamas'),
    to: (s) => (s.lifecycle === 'self-service' ? (s.needsApproval ? 'laukia_patvirtinimo' : afterApproval(s)) : 'perduotas'),
    errorCheck: true,
  },
  {
    action: 'moketi',
    actor: 'isProvider',
    from: ['laukia_apmokejimo'],
    to: () => 'perduotas',
    errorCheck: true,
  },
  { action: 'iregistruoti', actor: 'isRegistrar', from: ['perduotas'], to: () => 'iregistruotas', errorCheck: true },
  { action: 'grazinti', actor: 'isRegistrar', from: ['perduotas'], to: () => 'grazintas', errorCheck: false },
  { action: 'atmesti', actor: 'isRegistrar', from: ['perduotas', 'nepatikslintas'], to: () => 'atmestas', errorCheck: false },
];

/** The actions that run the errors check (spec §4 "Errors checked"): critical issues block them. */
export const ERROR_CHECKED_ACTIONS: readonly Action[] = [...new Set(RULES.filter((r) => r.errorCheck).map((r) => r.action))];

function ruleFor(action: Action, actor: Actor, s: Situation): Rule | undefined {
  return RULES.find((r) => r.action === action && actor[r.actor] && r.from.includes(s.status) && (r.when ? r.when(s) : true));
}

/** The actions this actor may take now, in a stable order. */
export function allowedActions(actor: Actor, s: Situation): Action[] {
  const seen = new Set<Action>();
  for (const r of RULES) if (!seen.has(r.action) && ruleFor(r.action, actor, s)) seen.add(r.action);
  return [...seen];
}

export type Decision = { ok: true; to: Status; errorCheck: boolean } | { ok: false; reason: 'not_allowed_in_status' | 'not_allowed_for_actor' };

/**
 * Decides one action. `not_allowed_for_actor` (→ 403) when the action is possible in this
 * situation for someone else; `not_allowed_in_status` (→ 409) when nobody could take it now.
 */
export function decide(action: Action, actor: Actor, s: Situation): Decision {
  const rule = ruleFor(action, actor, s);
  if (rule) return { ok: true, to: rule.to(s), errorCheck: rule.errorCheck };
  const anyone: Actor = { isProvider: true, isApprover: true, isRegistrar: true };
  return ruleFor(action, anyone, s) ? { ok: false, reason: 'not_allowed_for_actor' } : { ok: false, reason: 'not_allowed_in_status' };
}

/**
 * The system's own transition: a returned item whose correction deadline has passed becomes
 * 'nepatikslintas' (unrevised); the registrar may then reject it.
 */
export function expireReturned(status: Status, deadline: string, today: string): Status {
  return status === 'grazintas' && today > deadline ? 'nepatikslintas' : status;
}

/** Does an action invalidate a signature or approval (the item goes back to the provider)? */
export const resetsSigning = (action: Action): boolean => action === 'rengti' || action === 'grazinti';
