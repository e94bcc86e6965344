/**
 * Approval by the other parties (decision 0126), the lifecycle's part:
 * - the provider's `patvirtinti` of a document whose parties must confirm opens a round: one
 *   request per party (deadline: APPROVAL_WORKING_DAYS working days) and a notice to each,
 *   in the action's transaction (`openRoundOn`); the provider's `rengti` ends the round;
 * - a party answers (`answer`), in stages: the item as the user may see it (404 otherwise,
 *   items/service.ts lets an asked party see it) → it waits for confirmation (409) → the user is
 *   a party of the round (403) → the request still waits (409) and its deadline has not passed
 *   (409) → one transaction, the document's row held: the answer (conditional) and its audit
 *   event; the last confirmation moves the document on by the engine's `patvirtinti`, a
 *   refusal ends the round and returns it to the provider by `rengti`, with a notice carrying
 *   the reason. Nothing is written when any stage refuses;
 * - `sweep`: a round past its deadline ends and the document returns to its provider.
 */
import type { Kysely } from 'kysely';
import { approvalDeadline, isTheParty, type ApprovalState, type ConfirmingParty } from '../../../src/domain/lifecycle/party-approval.js';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { SYSTEM_ORIGIN, writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { conflict, forbidden, unprocessable } from '../../lib/errors.js';
import { inTransaction } from '../../lib/transaction.js';
import type { SessionUser } from '../../plugins/access.js';
import { FAMILY_FACTS } from '../items/families.js';
import { partyIdentityOf } from '../items/party-approval.js';
import { findDocument, lockDocuments, ownerOf, snapshot, transition, type DocumentRow } from '../items/repository.js';
import type { TypeFacts } from '../items/policy.js';
import { newNoticeToken, type NoticeContent, type NoticeStatus } from '../notices/notify.js';
import { insertNotices } from '../notices/repository.js';
import { cancelItemSignatures } from '../signing/signing.js';
import * as repo from './approval-repository.js';
import type { ActionOutcome, ActionRequest } from './engine.js';

/** Notice kinds of the approval (locales: lifecycle.notices.<kind>). */
export const APPROVAL_NOTICES = { asked: 'prasoma_patvirtinti', refused: 'salies_atsisakymas' } as const;

/** The audit actions of a party's answer (shown in the history). */
export const ANSWER_AUDIT = { patvirtinta: 'lifecycle.salies_patvirtinimas', atsisakyta: 'lifecycle.salies_atsisakymas' } as const;

export interface ApprovalDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  at: () => string;
  today: () => string;
  /** the document as the user may see it (the item core; 404 otherwise) with its type's facts and fee */
  visible: (user: SessionUser, id: number) => Promise<{ row: DocumentRow; type: TypeFacts }>;
  /** the engine's action on the caller's transaction */
  run: (req: ActionRequest, options: { db: Kysely<Database>; origin: AuditOrigin }) => Promise<ActionOutcome>;
}

/** Notice content: the same fields as a registrar's decision notice, so every notice page reads it. */
const contentOf = (row: DocumentRow, kind: NoticeStatus, at: string, by: string, patvirtinimas: NonNullable<NoticeContent['patvirtinimas']>) =>
  JSON.stringify({
    family: 'documents',
    documentId: row.id,
    documentType: row.type_id,
    noticeKind: row.notice_kind,
    status: kind,
    decidedAt: at,
    decidedBy: by,
    providerName: by,
    registryNumber: row.registry_number,
    entryRegistryNumber: null,
    patvirtinimas,
  } satisfies NoticeContent);

/** One notice per asked party: in the portal by its code; a company that is a workplace office also there. */
async function noticeAsked(
  trx: Kysely<Database>,
  row: DocumentRow,
  parties: readonly ConfirmingParty[],
  at: string,
  by: { id: number; name: string },
  deadline: string,
) {
  const offices = await trx
    .selectFrom('office')
    .select(['id', 'code'])
    .where('type', '=', 'juridinis_asmuo')
    .where('code', 'in', parties.map((p) => p.code).concat(['']))
    .execute();
  const content = contentOf(row, APPROVAL_NOTICES.asked, at, by.name, { terminas: deadline });
  const base = {
    document_id: row.id,
    kind: APPROVAL_NOTICES.asked,
    channel: 'sistema',
    journal_status: 'pateiktas',
    recipient_email: null,
    content,
    created_at: at,
    created_by: by.id,
    delivered_at: at,
  };
  const rows = parties.flatMap((p) => {
    const portal = {
      ...base,
      token: newNoticeToken(),
      recipient_name: p.name,
      recipient_face: 'portal',
      recipient_user_id: null,
      recipient_office_id: null,
      recipient_person_code: p.personType === 'fizinis' ? p.code : null,
      recipient_company_code: p.personType === 'juridinis' ? p.code : null,
    };
    const office = p.personType === 'juridinis' ? offices.find((o) => o.code === p.code) : undefined;
    return office
      ? [portal, { ...portal, token: newNoticeToken(), recipient_face: 'workplace', recipient_office_id: Number(office.id), recipient_company_code: null }]
      : [portal];
  });
  await insertNotices(trx, rows);
}

/** The notice to the provider that a party refused, with the reason. */
async function noticeRefused(trx: Kysely<Database>, row: DocumentRow, at: string, by: { id: number | null; name: string }, reason: string) {
  const owner = ownerOf(row);
  await insertNotices(trx, [
    {
      token: newNoticeToken(),
      document_id: row.id,
      kind: APPROVAL_NOTICES.refused,
      channel: 'sistema',
      journal_status: 'pateiktas',
      recipient_name: by.name,
      recipient_email: null,
      recipient_face: owner.face,
      recipient_user_id: owner.userId,
      recipient_office_id: owner.officeId,
      recipient_person_code: owner.personCode,
      recipient_company_code: owner.companyCode,
      content: contentOf(row, APPROVAL_NOTICES.refused, at, by.name, { priezastis: reason }),
      created_at: at,
      created_by: by.id,
      delivered_at: at,
    },
  ]);
}

/** Opens a round in the provider's patvirtinti transaction: the requests and their notices. */
export async function openRoundOn(
  trx: Kysely<Database>,
  row: DocumentRow,
  parties: readonly ConfirmingParty[],
  at: string,
  today: string,
  by: { id: number; name: string },
) {
  const deadline = approvalDeadline(today);
  await repo.openRound(trx, row.id, parties, at, deadline);
  await noticeAsked(trx, row, parties, at, by, deadline);
}

export interface AnswerInput {
  confirm: boolean;
  /** a refusal's reason (required then) */
  reason: string | null;
  origin: AuditOrigin;
}

/** The party approval service over its dependencies. */
export function partyApproval(deps: ApprovalDeps) {
  const { db } = deps;

  /** A party's answer (stages in the module comment); the document as it is afterwards. */
  async function answer(user: SessionUser, id: number, input: AnswerInput): Promise<DocumentRow> {
    const item = await deps.visible(user, id);
    if (!input.confirm && !input.reason?.trim()) {
      throw unprocessable([{ path: '/reason', messageKey: 'validation.required', severity: 'critical' }], 'errors.approval_reason_required');
    }
    if (item.row.status !== 'laukia_patvirtinimo') throw conflict('errors.approval_not_waiting');
    const identity = await partyIdentityOf(db, user);
    const today = deps.today();
    const at = deps.at();
    return inTransaction(db, async (trx) => {
      // the document's row held: two last answers at once cannot both miss moving it on
      await lockDocuments(trx, deps.dialect, [id]);
      const round = await repo.requestsOfRound(trx, id);
      const mine = round.find((r) => isTheParty(r, identity));
      if (!mine) throw forbidden('errors.approval_not_a_party');
      if (mine.state !== 'laukia') throw conflict('errors.approval_already_answered');
      if (today > mine.deadline) throw conflict('errors.approval_expired');
      const state = input.confirm ? 'patvirtinta' : 'atsisakyta';
      if (!(await repo.answer(trx, Number(mine.id), { state, at, userId: user.userId, name: user.displayName, reason: input.reason }))) {
        throw conflict('errors.approval_already_answered');
      }
      const row = (await findDocument(trx, id))!;
      await writeAudit(trx, at, input.origin, {
        action: ANSWER_AUDIT[state],
        actorId: user.userId,
        actorName: user.displayName,
        objectType: FAMILY_FACTS.documents.kind,
        objectId: id,
        fromState: row.status,
        toState: row.status,
        reason: input.reason,
        details: { party: { role: mine.party_role, name: mine.name }, round: Number(mine.round) },
      });
      const waiting = round.filter((r) => r.id !== mine.id && r.state === 'laukia');
      if (input.confirm && waiting.length > 0) return row;
      if (!input.confirm) {
        await repo.voidWaiting(trx, id, at);
        await noticeRefused(trx, row, at, { id: user.userId, name: user.displayName }, input.reason ?? '');
      }
      const action = input.confirm ? 'patvirtinti' : 'rengti';
      const outcome = await deps.run(
        { user, type: item.type, row, action, expectedVersion: row.version, form: {}, party: true },
        { db: trx, origin: input.origin },
      );
      return outcome.row;
    });
  }

  /** The requests waiting for this user's answer, with what the list shows of each document. */
  async function waiting(user: SessionUser) {
    const identity = await partyIdentityOf(db, user);
    const codes = [identity.companyCode, identity.personCode].filter((c): c is string => c !== null);
    const rows = (await repo.waitingFor(db, codes)).filter((r) => isTheParty(r, identity));
    return rows.map((r) => ({ documentId: Number(r.document_id), typeId: r.type_id, partyRole: r.party_role, deadline: r.deadline, askedAt: r.created_at }));
  }

  /** Ends the rounds past their deadline: the document returns to its provider (system action, audited). */
  async function sweep(): Promise<number> {
    const at = deps.at();
    let moved = 0;
    for (const id of await repo.expiredDocuments(db, deps.today())) {
      const done = await inTransaction(db, async (trx) => {
        const row = await findDocument(trx, id);
        if (!row || row.status !== 'laukia_patvirtinimo') return false;
        const change = { status_changed_at: at, signed_version: null, approved: 0 };
        if (!(await transition(trx, { id, from: row.status, to: 'rengiamas', version: row.version, change }))) return false;
        await repo.voidWaiting(trx, id, at);
        await cancelItemSignatures(trx, FAMILY_FACTS.documents.signingType, id, at);
        await snapshot(trx, id, APPROVAL_EXPIRY, { id: null, name: null });
        await writeAudit(trx, at, SYSTEM_ORIGIN, {
          action: `lifecycle.${APPROVAL_EXPIRY}`,
          objectType: FAMILY_FACTS.documents.kind,
          objectId: id,
          fromState: row.status,
          toState: 'rengiamas',
          reason: 'lifecycle.reasons.approvalDeadlinePassed',
          details: {},
        });
        return true;
      });
      if (done) moved++;
    }
    return moved;
  }

  /** The latest round as the document page shows it (provider and parties); whether this user may answer now. */
  async function roundOf(row: DocumentRow, user: SessionUser) {
    const round = await repo.requestsOfRound(db, row.id);
    const identity = await partyIdentityOf(db, user);
    const mine = round.find((r) => isTheParty(r, identity));
    return {
      parties: round.map((r) => ({
        partyRole: r.party_role,
        name: r.name,
        state: r.state as ApprovalState,
        deadline: r.deadline,
        answeredAt: r.decided_at,
        reason: r.reason,
      })),
      mayAnswer: row.status === 'laukia_patvirtinimo' && mine?.state === 'laukia' && deps.today() <= mine.deadline,
    };
  }

  return { answer, waiting, sweep, roundOf };
}

/** The action name of a round's expiry in snapshots and audit events. */
export const APPROVAL_EXPIRY = 'patvirtinimo_terminas';

export type PartyApproval = ReturnType<typeof partyApproval>;
