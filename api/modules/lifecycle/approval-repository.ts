/**
 * SQL of approval by the other parties (migration 0031, decision 0126): the rounds of
 * confirmation requests of a document, a party's answer (a conditional update: of two
 * answers to one request exactly one wins), the requests waiting for a user, the expired ones.
 */
import type { Kysely, Selectable } from 'kysely';
import type { ConfirmingParty } from '../../../src/domain/lifecycle/party-approval.js';
import { columnsOf } from '../../db/columns.js';
import type { ApprovalRequestTable, Database } from '../../db/schema.js';

export type ApprovalRow = Selectable<ApprovalRequestTable>;

/** The latest round of the document (0: never asked). */
export async function currentRound(db: Kysely<Database>, documentId: number): Promise<number> {
  const row = await db
    .selectFrom('approval_request')
    .select((eb) => eb.fn.max('round').as('round'))
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return Number(row?.round ?? 0);
}

/** Opens the next round: one waiting request per party. */
export async function openRound(db: Kysely<Database>, documentId: number, parties: readonly ConfirmingParty[], at: string, deadline: string): Promise<number> {
  const round = (await currentRound(db, documentId)) + 1;
  await db
    .insertInto('approval_request')
    .values(
      parties.map((p) => ({
        document_id: documentId,
        round,
        party_role: p.role,
        person_type: p.personType,
        code: p.code,
        name: p.name,
        state: 'laukia',
        deadline,
        created_at: at,
      })),
    )
    .execute();
  return round;
}

/** The requests of the document's latest round, in party order. */
export async function requestsOfRound(db: Kysely<Database>, documentId: number): Promise<ApprovalRow[]> {
  const round = await currentRound(db, documentId);
  return db.selectFrom('approval_request').selectAll().where('document_id', '=', documentId).where('round', '=', round).orderBy('id').execute();
}

/** Records one party's answer while the request still waits; false when it no longer waits. */
export async function answer(
  db: Kysely<Database>,
  id: number,
  a: { state: 'patvirtinta' | 'atsisakyta'; at: string; userId: number; name: string; reason: string | null },
): Promise<boolean> {
  const res = await db
    .updateTable('approval_request')
    .set({ state: a.state, decided_at: a.at, decided_by: a.userId, decided_by_name: a.name, reason: a.reason })
    .where('id', '=', id)
    .where('state', '=', 'laukia')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Ends the waiting requests of the document (a refusal, an expiry or the provider taking it back ended the round). */
export async function voidWaiting(db: Kysely<Database>, documentId: number, at: string): Promise<void> {
  await db
    .updateTable('approval_request')
    .set({ state: 'nebegalioja', decided_at: at })
    .where('document_id', '=', documentId)
    .where('state', '=', 'laukia')
    .execute();
}

/** The requests waiting for parties with these codes, with their documents, oldest deadline first. */
export async function waitingFor(db: Kysely<Database>, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .selectFrom('approval_request')
    .innerJoin('document', 'document.id', 'approval_request.document_id')
    .select([
      ...columnsOf('approval_request', ['id', 'document_id', 'person_type', 'code', 'party_role', 'deadline', 'created_at']),
      ...columnsOf('document', ['type_id', 'status', 'owner_office_id', 'owner_user_id']),
    ])
    .where('approval_request.code', 'in', [...codes])
    .where('approval_request.state', '=', 'laukia')
    .where('document.status', '=', 'laukia_patvirtinimo')
    .orderBy('approval_request.deadline')
    .orderBy('approval_request.id')
    .execute();
}

/** Documents waiting for confirmation whose request is past its deadline. */
export async function expiredDocuments(db: Kysely<Database>, today: string): Promise<number[]> {
  const rows = await db
    .selectFrom('approval_request')
    .innerJoin('document', 'document.id', 'approval_request.document_id')
    .select('approval_request.document_id')
    .distinct()
    .where('approval_request.state', '=', 'laukia')
    .where('approval_request.deadline', '<', today)
    .where('document.status', '=', 'laukia_patvirtinimo')
    .execute();
  return rows.map((r) => Number(r.document_id));
}
