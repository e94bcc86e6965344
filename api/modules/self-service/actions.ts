/**
 * One self-service action, in stages:
 * 1. the policy decides for this user and object (403 another party's action, 409 nobody's now);
 * 2. the version the user acted on (412);
 * 3. the form: only the fields the action takes (422);
 * 4. one transaction: the effect (a change or termination notice started with the lifecycle's
 *    changes.ts, which refuses a second open notice of a kind; a fact recorded or cancelled; the user's own notice edited, signed and
 *    submitted through the lifecycle mechanism with its effects, or removed), its audit event and, for facts,
 *    the notices to the other parties. A refusal anywhere leaves everything as it was.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Lifecycle } from '../../../src/domain/lifecycle/machine.js';
import type { FieldError } from '../../../src/domain/schema/field-errors.js';
import type { Database } from '../../db/schema.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { conflict, forbidden, preconditionFailed, unprocessable } from '../../lib/errors.js';
import { inTransaction } from '../../lib/transaction.js';
import type { SessionUser } from '../../plugins/access.js';
import { familyOfRow } from '../items/families.js';
import type { TypeFacts } from '../items/policy.js';
import { findDocument, type DocumentRow } from '../items/repository.js';
import { createChangeNotice, updateChangeBasis } from '../lifecycle/changes.js';
import { FACT_KINDS, factsOf, partyKeyOf } from './facts.js';
import { PARTY_ROLES } from './kinds.js';
import { notifyOtherParties } from './notify.js';
import { TAKES_BASIS, type actOnObject, type SelfServiceAction } from '../../../src/domain/contracts/self-service.js';
import type { ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import { entryActions, noticeActions, type EntryFacts } from './policy.js';
import * as repo from './repository.js';

/** An action's answer (the contract's actOnObject, src/domain/contracts/self-service.ts): the status as a plain string. */
export type ActionOutcome = Omit<ResponseOf<typeof actOnObject>, 'status'> & { status: string };

export interface ActionInput {
  user: SessionUser;
  row: DocumentRow;
  /** the row is the user's own notice (else an entry the user is a party of) */
  own: boolean;
  entry: EntryFacts | null;
  action: SelfServiceAction;
  version: number;
  form: Record<string, unknown>;
  origin: AuditOrigin;
  today: string;
}

/**
 * The filer's own notices follow the self-service lifecycle whatever their type's catalogue
 * lifecycle is: the citizen is their provider (they may edit, sign, submit), no notary approves.
 */
const SELF_SERVICE_FACTS: TypeFacts = { family: 'documents', lifecycle: 'self-service' as Lifecycle, createRoles: ['EL_FA', 'EL_JA'] };

const CHANGE_KIND = { keisti: 'pakeitimas', 'pranesti-apie-pakeitima': 'pakeitimas', isregistruoti: 'nutraukimas' } as const;

/** Stage 1: 403 when another party could take the action now, 409 when nobody could. */
function refuse(input: ActionInput): never {
  if (!input.own && input.entry && input.action !== 'perziureti') {
    const anyParty: readonly SelfServiceAction[] = entryActions({ ...input.entry, roles: [...PARTY_ROLES] });
    if (anyParty.includes(input.action)) throw forbidden('errors.action_not_allowed_for_role');
  }
  throw conflict('errors.action_not_allowed_in_status');
}

/** Stage 3: the action's form holds exactly the fields it takes. */
function formErrors(action: SelfServiceAction, form: Record<string, unknown>): FieldError[] {
  const takes = TAKES_BASIS.includes(action) ? ['pagrindas'] : [];
  const errors: FieldError[] = Object.keys(form)
    .filter((k) => !takes.includes(k))
    .map((k) => ({ path: `/${k}`, messageKey: 'validation.unknownField', severity: 'critical' }));
  for (const k of takes) if (form[k] === undefined) errors.push({ path: `/${k}`, messageKey: 'validation.required', severity: 'critical' });
  return errors;
}

/** The user's side for the facts: the first of their party roles. */
const roleOf = (input: ActionInput) => input.entry?.roles[0] ?? 'salys';

async function recordFact(trx: Kysely<Database>, input: ActionInput, at: string, record: 'insert' | 'cancel', kind: string): Promise<void> {
  const { user, row } = input;
  const ok =
    record === 'insert'
      ? await repo.insertFact(trx, {
          documentId: row.id,
          kind,
          partyRole: roleOf(input),
          by: { userId: user.userId, name: user.displayName, personCode: user.personCode, companyCode: user.companyCode },
          at,
        })
      : await repo.cancelFact(trx, row.id, kind, user.userId, at);
  // someone else recorded (or cancelled) it between reading and acting
  if (!ok) throw conflict('errors.action_conflict');
  await writeAudit(trx, at, input.origin, {
    action: `self_service.${input.action}`,
    actorId: user.userId,
    actorName: user.displayName,
    objectType: 'document',
    objectId: row.id,
    details: { fact: kind, partyRole: roleOf(input) },
  });
  // the wish concerns the buyers; a request not to deregister concerns every other party
  const to = input.action === 'neisregistruoti-automatiskai' ? null : (['gavejai'] as const);
  await notifyOtherParties(trx, {
    row,
    actor: { userId: user.userId, name: user.displayName },
    key: partyKeyOf(user),
    roles: to,
    kind: NOTICE_KIND[input.action]!,
    action: input.action,
    at,
  });
}

/** Notice kinds (notice.kind, at most 20 characters) of the facts' notices to the other parties. */
const NOTICE_KIND: Partial<Record<SelfServiceAction, string>> = {
  'pageidauti-atpirkti': 'atpirkimas',
  'atsaukti-pageidavima': 'atpirkimo_atsaukimas',
  'neisregistruoti-automatiskai': 'neisregistruoti',
};

/**
 * Signs the user's own notice (unless a valid signature covers it) and submits it, in the
 * caller's transaction, through the lifecycle mechanism: the effects registered for entering
 * a status run here as for any other action.
 */
async function signAndSubmit(app: FastifyInstance, trx: Kysely<Database>, input: ActionInput, at: string): Promise<DocumentRow> {
  const options = { db: trx, origin: input.origin, at, today: input.today };
  let row = input.row;
  const signed = row.signed_version !== null && Number(row.signed_version) === row.version;
  if (!signed)
    row = (
      await app.lifecycleEngine.run({ user: input.user, type: SELF_SERVICE_FACTS, row, action: 'pasirasyti', expectedVersion: row.version, form: {} }, options)
    ).row;
  return (
    await app.lifecycleEngine.run({ user: input.user, type: SELF_SERVICE_FACTS, row, action: 'perduoti', expectedVersion: row.version, form: {} }, options)
  ).row;
}

/**
 * Runs one self-service action (stages in the module comment).
 * @throws AppError 403/409/412/422 — and then nothing was written
 */
export async function runSelfServiceAction(app: FastifyInstance, input: ActionInput): Promise<ActionOutcome> {
  const { user, row, action } = input;
  const db = app.db.kysely;
  const at = app.clock.now().toISOString();
  const allowed: readonly SelfServiceAction[] = input.own ? noticeActions(row.status) : input.entry ? entryActions(input.entry) : [];
  if (action === 'perziureti' || !allowed.includes(action)) refuse(input);
  if (row.version !== input.version) throw preconditionFailed();
  const errors = formErrors(action, input.form);
  if (errors.length > 0) throw unprocessable(errors);
  if (input.own) await app.locks.assertNotLockedByOther('document', row.id, user);

  let created: ActionOutcome['created'] = null;
  await inTransaction(db, async (trx) => {
    switch (action) {
      case 'keisti':
      case 'pranesti-apie-pakeitima':
      case 'isregistruoti': {
        const facts = app.itemCore.typeFacts(familyOfRow(row), row.type_id);
        created = await createChangeNotice(
          { db: trx, at, today: input.today, origin: input.origin },
          user,
          row,
          facts,
          CHANGE_KIND[action],
          input.form.pagrindas,
        );
        await writeAudit(trx, at, input.origin, {
          action: `self_service.${action}`,
          actorId: user.userId,
          actorName: user.displayName,
          objectType: 'document',
          objectId: row.id,
          details: { notice: created.id, partyRoles: input.entry?.roles },
        });
        return;
      }
      case 'pageidauti-atpirkti':
        return recordFact(trx, input, at, 'insert', FACT_KINDS.repurchaseWish);
      case 'atsaukti-pageidavima':
        return recordFact(trx, input, at, 'cancel', FACT_KINDS.repurchaseWish);
      case 'neisregistruoti-automatiskai':
        return recordFact(trx, input, at, 'insert', FACT_KINDS.noAutoDeregistration);
      case 'redaguoti':
        await updateChangeBasis({ db: trx, at, today: input.today, origin: input.origin }, user, row, input.version, input.form.pagrindas);
        return;
      case 'pasirasyti':
        await signAndSubmit(app, trx, input, at);
        return;
      case 'salinti':
        if (!(await repo.deleteUnsubmitted(trx, row.id, input.version))) throw conflict('errors.action_conflict');
        await writeAudit(trx, at, input.origin, {
          action: 'self_service.salinti',
          actorId: user.userId,
          actorName: user.displayName,
          objectType: 'document',
          objectId: row.id,
          fromState: row.status,
          details: { noticeKind: row.notice_kind, entry: row.entry_document_id },
        });
        return;
    }
  });

  const after = await findDocument(db, row.id);
  if (!after) return { id: row.id, status: 'pasalintas', version: input.version, allowedActions: [], created };
  const facts = factsOf(await repo.activeFacts(db, [row.id]), row.id).active;
  const now = input.own ? noticeActions(after.status) : input.entry ? entryActions({ ...input.entry, status: after.status, facts }) : [];
  return { id: row.id, status: after.status, version: after.version, allowedActions: now, created };
}
