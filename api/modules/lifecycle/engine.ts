/**
 * One status action on a document, in stages:
 * 1. the state machine decides for this actor and situation (403 / 409);
 * 2. the version the client acted on (412);
 * 3. the action's form (422 field errors) and, for a registrar's decision after the decision
 *    deadline, the missed-deadline reason (422);
 * 4. the errors check for checked actions: critical issues refuse with the action's message
 *    (422), warnings go back to the caller;
 * 5. for actions that need a signature: the signature in force must verify and cover the
 *    current data (409 errors.signature_invalid);
 * 6. one transaction: the conditional status change (where status = from and version = v,
 *    so of two concurrent callers exactly one wins; the other gets 409), the action's
 *    effects (signature, registration number, termination of the entry, deadlines), the
 *    version snapshot, the audit event (who, what, when, from, to, reason), the notices, the
 *    caller's own write (`withTransition`, e.g. the cart's payment row) and the effects other
 *    modules registered for entering the new status (effects.ts, e.g. issuing a certificate).
 *    Whatever fails in there, nothing of the action is written.
 * Plain functions over a database handle, so the API (through app.lifecycleEngine.run, which
 * supplies the application's effects) and the demo seed share them.
 */
import type { Kysely } from 'kysely';
import { decisionDeadline, isPastDeadline } from '../../../src/domain/lifecycle/deadlines.js';
import { ACTION_INFO, NEEDS_SIGNATURE, NOTIFYING } from '../../../src/domain/lifecycle/actions.js';
import { MISSED_DEADLINE_FIELD } from '../../../src/domain/lifecycle/forms/index.js';
import { decide, resetsSigning } from '../../../src/domain/lifecycle/machine.js';
import { REGISTER_OF, formatRegistryNumber } from '../../../src/domain/lifecycle/registry-number.js';
import type { Action, Status } from '../../../src/domain/lifecycle/statuses.js';
import { hasCritical } from '../../../src/domain/schema/business-checks.js';
import type { FieldError } from '../../../src/domain/schema/field-errors.js';
import type { Database } from '../../db/schema.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { inTransaction } from '../../lib/transaction.js';
import { AppError, conflict, forbidden, preconditionFailed, unprocessable } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import { actorFor, situationOf, type TypeFacts } from '../items/policy.js';
import { factsOfRow } from '../items/families.js';
import { findDocument, snapshot, transition, type DocumentChange, type DocumentRow } from '../items/repository.js';
import { notifyParties, type NoticeStatus } from '../notices/notify.js';
import type { SigningProvider } from '../signing/provider.js';
import { cancelItemSignatures, checkSignature, signItem, type SigningState } from '../signing/signing.js';
import type { ErrorsCheck } from './checks.js';
import type { EnterEffect, LifecycleEffects } from './effects.js';
import { formErrors } from './forms.js';
import * as repo from './repository.js';
import { entryRegistryNumber, signedContentOf } from './signed-content.js';

export interface EngineContext {
  db: Kysely<Database>;
  signer: SigningProvider;
  check: ErrorsCheck;
  origin: AuditOrigin;
  /** ISO instant of the action */
  at: string;
  /** its calendar day in Lithuania (YYYY-MM-DD) */
  today: string;
  /**
   * effects run on entering a status: the application's registry (app.lifecycleEngine.run
   * passes it to every action); only code running without the application passes NO_EFFECTS
   */
  effects: LifecycleEffects;
}

export interface ActionRequest {
  user: SessionUser;
  type: TypeFacts;
  row: DocumentRow;
  action: Action;
  /** the version the client acted on (If-Match) */
  expectedVersion: number;
  form: Record<string, unknown>;
  /** the caller's own write, inside the transition's transaction (throwing rolls the action back) */
  withTransition?: (trx: Kysely<Database>) => Promise<void>;
  /**
   * the registry acts by itself under an automatic registration rule (its code): the system is
   * the registrar, the errors check runs without a user, and the history records no person but
   * `automatic` (api/modules/rules/auto-registration.ts)
   */
  automatic?: { rule: string };
  /**
   * a party named in the data answers the confirmation request (decision 0126): the approver,
   * nobody else — its last confirmation moves the item on (patvirtinti), a refusal returns it
   * (rengti); party-approval.ts has checked that the user is that party
   */
  party?: true;
}

/** Who the registry is when it acts by a rule: the registrar, nobody else. */
const SYSTEM_REGISTRAR = { isProvider: false, isApprover: false, isRegistrar: true } as const;
/** Who a party answering a confirmation request is: the approver, nobody else. */
const ASKED_PARTY = { isProvider: false, isApprover: true, isRegistrar: false } as const;

/** The name notices give as the decider of an automatic registration. */
export const AUTOMATIC_DECIDER = 'Automatinis registravimas';

export interface ActionOutcome {
  row: DocumentRow;
  /** warnings of the errors check: shown, never blocking */
  issues: FieldError[];
  signing: SigningState | null;
}

/** Does a registrar's decision on this document need a missed-deadline reason today? */
export const needsMissedDeadlineReason = (action: Action, row: DocumentRow, today: string): boolean =>
  ACTION_INFO[action].registrarDecision && row.decision_deadline !== null && isPastDeadline(row.decision_deadline, today);

/** The reason the audit event records for an action (the registrar's main reason, else the missed-deadline one). */
function auditReason(action: Action, form: Record<string, unknown>): string | null {
  const main = action === 'grazinti' ? form.priezastis : action === 'atmesti' ? form.priezastys : undefined;
  const text = main ?? form[MISSED_DEADLINE_FIELD];
  return typeof text === 'string' ? text : null;
}

/** Stages 1–5: everything that refuses before anything is written. */
async function admit(ctx: EngineContext, req: ActionRequest): Promise<{ to: Status; issues: FieldError[] }> {
  const { row, action, user } = req;
  const actor = req.automatic ? SYSTEM_REGISTRAR : req.party ? ASKED_PARTY : actorFor(user, row, req.type);
  const decision = decide(action, actor, situationOf(row, req.type));
  if (!decision.ok) {
    throw decision.reason === 'not_allowed_for_actor' ? forbidden('errors.action_not_allowed_for_role') : conflict('errors.action_not_allowed_in_status');
  }
  if (row.version !== req.expectedVersion) throw preconditionFailed();

  const errors = formErrors(action, req.form, ctx.today);
  if (errors.length > 0) throw unprocessable(errors);
  if (needsMissedDeadlineReason(action, row, ctx.today) && typeof req.form[MISSED_DEADLINE_FIELD] !== 'string') {
    throw unprocessable(
      [{ path: `/${MISSED_DEADLINE_FIELD}`, messageKey: 'validation.required', severity: 'critical' }],
      'errors.missed_deadline_reason_required',
    );
  }

  let issues: FieldError[] = [];
  if (decision.errorCheck) {
    issues = await ctx.check(row, req.automatic ? null : user, ctx.today);
    if (hasCritical(issues)) throw new AppError(422, ACTION_INFO[action].criticalKey ?? 'errors.validation', issues);
  }
  if (NEEDS_SIGNATURE.includes(action)) {
    const signature = await checkSignature(ctx.db, ctx.signer, {
      type: factsOfRow(row).signingType,
      itemId: row.id,
      content: await signedContentOf(ctx.db, row),
      now: ctx.at,
    });
    if (!signature.ok) throw conflict('errors.signature_invalid', [{ path: '', messageKey: `lifecycle.signature.${signature.reason}`, severity: 'critical' }]);
  }
  return { to: decision.to, issues };
}

/** The lifecycle columns an action writes with its status change. */
function changeOf(action: Action, to: Status, row: DocumentRow, ctx: EngineContext, form: Record<string, unknown>): DocumentChange {
  const change: DocumentChange = { status_changed_at: ctx.at };
  if (resetsSigning(action)) Object.assign(change, { signed_version: null, approved: 0 });
  if (action === 'patvirtinti') change.approved = 1;
  if (action === 'pasirasyti') change.signed_version = row.version + 1;
  // the payment is recorded with the transition it allows, so paid and transferred never disagree
  if (action === 'moketi') change.paid_at = ctx.at;
  if (to === 'perduotas') Object.assign(change, { transferred_at: ctx.at, decision_deadline: decisionDeadline(ctx.today), correction_deadline: null });
  if (action === 'grazinti') Object.assign(change, { returned_at: ctx.at, correction_deadline: form.terminas as string, decision_deadline: null });
  if (action === 'iregistruoti') Object.assign(change, { registered_at: ctx.at, registered_version: row.version + 1, decision_deadline: null });
  if (action === 'atmesti') change.decision_deadline = null;
  return change;
}

/** A registered termination notice ends its entry: iregistruotas → nutrauktas, audited. */
async function terminateEntry(
  trx: Kysely<Database>,
  ctx: EngineContext,
  notice: DocumentRow,
  actor: { id: number | null; name: string | null },
): Promise<void> {
  const entry = notice.entry_document_id === null ? undefined : await findDocument(trx, notice.entry_document_id);
  const moved =
    entry !== undefined &&
    (await transition(trx, { id: entry.id, from: 'iregistruotas', to: 'nutrauktas', version: entry.version, change: { status_changed_at: ctx.at } }));
  if (!moved) throw conflict('errors.entry_not_registered');
  await snapshot(trx, entry.id, 'nutraukimas', actor);
  await writeAudit(trx, ctx.at, ctx.origin, {
    action: 'lifecycle.nutraukimas',
    actorId: actor.id,
    actorName: actor.name,
    objectType: factsOfRow(entry).kind,
    objectId: entry.id,
    fromState: 'iregistruotas',
    toState: 'nutrauktas',
    reason: (JSON.parse(notice.change_basis ?? '{}') as { pagrindas?: string }).pagrindas ?? null,
    details: { terminationNotice: notice.id, registryNumber: notice.registry_number },
  });
}

/** The next registry number of the item's register (its sequence is the transaction's: a rollback returns it). */
async function nextRegistryNumber(trx: Kysely<Database>, ctx: EngineContext, req: ActionRequest): Promise<string> {
  const type = REGISTER_OF[req.type.family];
  const year = Number(ctx.today.slice(0, 4));
  return formatRegistryNumber(type, year, await repo.nextSequence(trx, type, year));
}

/** The effects of entering `to`, each with what its `prepare` read before the transaction. */
async function preparedEffects(ctx: EngineContext, req: ActionRequest, to: Status): Promise<{ effect: EnterEffect; prepared: unknown }[]> {
  const prepared: { effect: EnterEffect; prepared: unknown }[] = [];
  // entering means changing to it: an action that keeps the status (pasirasyti) enters nothing
  if (to === req.row.status) return prepared;
  for (const effect of ctx.effects.entering(req.type.family, to)) {
    prepared.push({ effect, prepared: effect.prepare ? await effect.prepare(req.row) : undefined });
  }
  return prepared;
}

/** Runs the undo of the effects' outside work after a rollback; an undo's own failure must not hide the cause. */
async function undoAll(undos: (() => Promise<void>)[]): Promise<void> {
  for (const undo of undos.reverse()) await undo().catch(() => undefined);
}

/**
 * Runs one action (stages in the module comment).
 * @throws AppError 403/409/412/422 — and then nothing was written; so is any failure of an effect
 */
export async function runAction(ctx: EngineContext, req: ActionRequest): Promise<ActionOutcome> {
  const { row, action, user, form } = req;
  const { to, issues } = await admit(ctx, req);
  // a rule's action is the system's: no person is recorded as its actor
  const actor = req.automatic ? { id: null, name: null } : { id: user.userId, name: user.displayName };
  const content = action === 'pasirasyti' ? await signedContentOf(ctx.db, row) : null;
  const entryNumber = await entryRegistryNumber(ctx.db, row);
  const effects = await preparedEffects(ctx, req, to);
  const undos: (() => Promise<void>)[] = [];

  const work = async (trx: Kysely<Database>) => {
    const change = changeOf(action, to, row, ctx, form);
    // the number is written with the status change, so the entry enters the search index with it
    if (action === 'iregistruoti') change.registry_number = await nextRegistryNumber(trx, ctx, req);
    if (!(await transition(trx, { id: row.id, from: row.status, to, version: row.version, change }))) {
      throw conflict('errors.action_conflict');
    }
    if (req.withTransition) await req.withTransition(trx);
    let signing: SigningState | null = null;
    if (content) {
      signing = await signItem(trx, ctx.signer, {
        type: factsOfRow(row).signingType,
        itemId: row.id,
        itemVersion: row.version + 1,
        signer: { userId: user.userId, name: user.displayName },
        content,
        at: ctx.at,
      });
    }
    if (resetsSigning(action)) await cancelItemSignatures(trx, factsOfRow(row).signingType, row.id, ctx.at);
    if (action === 'iregistruoti' && row.notice_kind === 'nutraukimas') await terminateEntry(trx, ctx, row, actor);
    const after = await snapshot(trx, row.id, action, actor);
    await writeAudit(trx, ctx.at, ctx.origin, {
      action: `lifecycle.${action}`,
      actorId: actor.id,
      actorName: actor.name,
      objectType: factsOfRow(row).kind,
      objectId: row.id,
      fromState: row.status,
      toState: to,
      reason: auditReason(action, form),
      details: {
        version: after.version,
        ...(Object.keys(form).length ? { form } : {}),
        ...(after.registry_number && action === 'iregistruoti' ? { registryNumber: after.registry_number } : {}),
        ...(issues.length ? { warnings: issues.map((i) => i.messageKey) } : {}),
        ...(req.automatic ? { automatic: req.automatic.rule } : {}),
      },
    });
    if (NOTIFYING.includes(action)) {
      await notifyParties(trx, after, {
        status: to as NoticeStatus,
        form,
        at: ctx.at,
        actor: { id: actor.id, name: actor.name ?? AUTOMATIC_DECIDER },
        entryRegistryNumber: entryNumber,
      });
    }
    let current = after;
    for (const { effect, prepared } of effects) {
      await effect.apply({ trx, row: current, prepared, at: ctx.at, today: ctx.today, origin: ctx.origin, onRollback: (undo) => undos.push(undo) });
      // an effect may move the item on (issuing: perduotas → iregistruotas): answer with what is stored
      current = (await findDocument(trx, row.id))!;
    }
    return { after: current, signing };
  };
  try {
    const { after, signing } = await inTransaction(ctx.db, work);
    return { row: after, issues, signing };
  } catch (error) {
    await undoAll(undos);
    throw error;
  }
}
