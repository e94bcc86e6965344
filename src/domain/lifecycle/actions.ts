/**
 * What the browser and the server need to know about each status action besides the graph
 * (machine.ts): the confirm dialog's text, the refusal message when the errors check finds a
 * critical error (spec §4 "Errors checked", §8), and whether it is a registrar's decision,
 * which needs a reason once the decision deadline has passed. Keys are translation keys of
 * locales/<lng>/common.json.
 */
import type { Action } from './statuses.js';

export interface ActionInfo {
  /** the confirm dialog's question (spec §4 quotes four of them word for word) */
  confirmKey: string;
  /** the refusal when the errors check finds a critical error; null: the action is not checked */
  criticalKey: string | null;
  /** a registrar's decision on a transferred document: after the decision deadline it needs a missed-deadline reason */
  registrarDecision: boolean;
}

export const ACTION_INFO: Record<Action, ActionInfo> = {
  rengti: { confirmKey: 'lifecycle.confirm.rengti', criticalKey: null, registrarDecision: false },
  perduoti: { confirmKey: 'lifecycle.confirm.perduoti', criticalKey: 'errors.transfer_critical_errors', registrarDecision: false },
  patvirtinti: { confirmKey: 'lifecycle.confirm.patvirtinti', criticalKey: 'errors.approval_critical_errors', registrarDecision: false },
  moketi: { confirmKey: 'lifecycle.confirm.moketi', criticalKey: 'errors.payment_critical_errors', registrarDecision: false },
  pasirasyti: { confirmKey: 'lifecycle.confirm.pasirasyti', criticalKey: 'errors.signing_critical_errors', registrarDecision: false },
  grazinti: { confirmKey: 'lifecycle.confirm.grazinti', criticalKey: null, registrarDecision: true },
  iregistruoti: { confirmKey: 'lifecycle.confirm.iregistruoti', criticalKey: 'errors.registration_critical_errors', registrarDecision: true },
  atmesti: { confirmKey: 'lifecycle.confirm.atmesti', criticalKey: null, registrarDecision: true },
};

/** Actions that need a valid signature covering the current data before the status changes. */
export const NEEDS_SIGNATURE: readonly Action[] = ['perduoti', 'iregistruoti'];

/** Actions after which the interested parties are notified (the notice kind is the new status). */
export const NOTIFYING: readonly Action[] = ['iregistruoti', 'grazinti', 'atmesti'];
