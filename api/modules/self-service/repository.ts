/** SQL of self-service objects: the entries a person or company is a party of, and the recorded facts. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, SelfServiceFactTable } from '../../db/schema.js';
import { ENTRY_STATUSES } from '../../../src/domain/lifecycle/statuses.js';
import { hasParty, type DocumentRow } from '../items/repository.js';
import { PARTY_ROLES, type PartyRole } from './kinds.js';

export type FactRow = Selectable<SelfServiceFactTable>;

/** Who the portal user is among parties: a company code (EL_JA acting for it) or a personal code. */
export interface PartyKey {
  personType: 'fizinis' | 'juridinis';
  code: string;
}

/** How many entries one list considers at most (a person is a party of few entries). */
export const MAX_ENTRIES = 1000;

/** Registered (or terminated) original entries of these types where the key is a party, newest first. */
export async function entriesOfParty(db: Kysely<Database>, key: PartyKey, typeIds: readonly string[]): Promise<DocumentRow[]> {
  return db
    .selectFrom('document')
    .selectAll()
    .where('type_id', 'in', [...typeIds])
    .where('status', 'in', ENTRY_STATUSES)
    .where('notice_kind', '=', 'pirminis')
    .where((eb) => hasParty(eb, { codes: [key.code], personType: key.personType, roles: PARTY_ROLES }))
    .orderBy('registered_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_ENTRIES)
    .execute();
}

/** The key's party roles in each of the documents. */
export async function rolesOf(db: Kysely<Database>, key: PartyKey, ids: number[]): Promise<Map<number, PartyRole[]>> {
  const out = new Map<number, PartyRole[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('document_party')
    .select(['document_id', 'role'])
    .where('document_id', 'in', ids)
    .where('code', '=', key.code)
    .where('person_type', '=', key.personType)
    .where('role', 'in', [...PARTY_ROLES])
    .execute();
  for (const r of rows) {
    const id = Number(r.document_id);
    const roles = out.get(id) ?? [];
    if (!roles.includes(r.role as PartyRole)) roles.push(r.role as PartyRole);
    out.set(id, roles);
  }
  return out;
}

/** Every party row of a document (for notices to the other parties). */
export async function partiesOfDocument(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('document_party')
    .select(['role', 'person_type', 'code', 'name'])
    .where('document_id', '=', id)
    .where('role', 'in', [...PARTY_ROLES])
    .execute();
}

/** The facts in force on these documents. */
export async function activeFacts(db: Kysely<Database>, ids: number[]): Promise<FactRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('self_service_fact').selectAll().where('document_id', 'in', ids).where('active_key', 'is not', null).execute();
}

export const activeKeyOf = (documentId: number, kind: string) => `${documentId}:${kind}`;

/**
 * Records a fact in force. @returns false when one of the kind is already in force on the
 * document (the unique active key refused it, e.g. a concurrent wish).
 */
export async function insertFact(
  db: Kysely<Database>,
  fact: {
    documentId: number;
    kind: string;
    partyRole: string;
    by: { userId: number; name: string; personCode: string | null; companyCode: string | null };
    at: string;
  },
): Promise<boolean> {
  const key = activeKeyOf(fact.documentId, fact.kind);
  const taken = await db.selectFrom('self_service_fact').select('id').where('active_key', '=', key).executeTakeFirst();
  if (taken) return false;
  await db
    .insertInto('self_service_fact')
    .values({
      document_id: fact.documentId,
      kind: fact.kind,
      active_key: key,
      party_role: fact.partyRole,
      by_user_id: fact.by.userId,
      by_name: fact.by.name,
      by_person_code: fact.by.personCode,
      by_company_code: fact.by.companyCode,
      created_at: fact.at,
    })
    .execute();
  return true;
}

/** Ends the fact of the kind in force on the document. @returns false when none was in force. */
export async function cancelFact(db: Kysely<Database>, documentId: number, kind: string, by: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('self_service_fact')
    .set({ active_key: null, cancelled_at: at, cancelled_by: by })
    .where('active_key', '=', activeKeyOf(documentId, kind))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Removes a notice that was never submitted, only if it is still in preparation at this
 * version (its party, asset and version rows and its notices go with it).
 * @returns false when it moved on
 */
export async function deleteUnsubmitted(db: Kysely<Database>, id: number, version: number): Promise<boolean> {
  await db.deleteFrom('item_lock').where('item_kind', '=', 'document').where('item_id', '=', id).execute();
  await db.deleteFrom('signature').where('type', '=', 'document').where('item_id', '=', id).execute();
  const result = await db.deleteFrom('document').where('id', '=', id).where('version', '=', version).where('status', '=', 'rengiamas').executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Registered original entries of these types with an id after `afterId`, by id (a sweep's batch). */
export async function registeredEntriesAfter(db: Kysely<Database>, typeIds: readonly string[], afterId: number, limit: number): Promise<DocumentRow[]> {
  const rows = await db
    .selectFrom('document')
    .selectAll()
    .where('type_id', 'in', [...typeIds])
    .where('status', '=', 'iregistruotas')
    .where('notice_kind', '=', 'pirminis')
    .where('id', '>', afterId)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  // PostgreSQL's bigint comes back as text; the cursor compares numbers
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
