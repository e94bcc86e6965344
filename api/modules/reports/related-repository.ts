/**
 * SQL of the susijusiems report (decision 0109): the accesses to one natural person's data in
 * [start, end) — the search log rows naming them (search_log_subject, the rows the portal's
 * "who searched my data" page reads) and the audited extracts of the registered entries they
 * are a party to (search_index rows of the fizinis tab carry their code). The search log is
 * read through the search module's own query (logAboutPerson), the one the portal page uses.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RelatedEvent } from '../../../src/domain/contracts/reports.js';
import { OPENED_ENTRY } from '../../../src/domain/search/scopes.js';
import { logAboutPerson } from '../search/repository.js';

/** The audit actions that hand a person's data out of the registry as an extract. */
export const EXTRACT_ACTIONS = ['extract.generate'] as const;

/** One access to the person's data: the contract's event (src/domain/contracts/reports.ts). */
export type RelatedRow = RelatedEvent;

/** The registry number an entry opening's criteria name (search_log.criteria of kind OPENED_ENTRY). */
function openedNumber(criteria: string): string | null {
  try {
    const number = (JSON.parse(criteria) as { number?: unknown }).number;
    return typeof number === 'string' ? number : null;
  } catch {
    return null;
  }
}

/** Searches that asked for or found the person, and entry openings that showed them, in the period. */
async function searches(db: Kysely<Database>, personCode: string, start: string, end: string): Promise<RelatedRow[]> {
  const { rows } = await logAboutPerson(db, personCode, { period: { start, end } });
  return rows.map((r) => {
    const read = r.kind === OPENED_ENTRY;
    return {
      at: r.at,
      event: read ? 'read' : 'search',
      actor: r.actor_name,
      organisation: r.actor_office,
      purpose: r.purpose,
      detail: read ? openedNumber(r.criteria) : r.kind,
    };
  });
}

/** Extracts of the entries the person is a party to, in the period. */
async function extracts(db: Kysely<Database>, personCode: string, start: string, end: string): Promise<RelatedRow[]> {
  const entries = await db
    .selectFrom('search_index')
    .select(['document_id', 'registry_number'])
    .distinct()
    .where('kind', '=', 'fizinis')
    .where('code', '=', personCode)
    .execute();
  if (entries.length === 0) return [];
  const numberOf = new Map(entries.map((e) => [String(e.document_id), e.registry_number]));
  const rows = await db
    .selectFrom('audit_event')
    .leftJoin('app_user', 'app_user.id', 'audit_event.actor_id')
    .leftJoin('office', 'office.id', 'app_user.office_id')
    .select(['audit_event.at', 'audit_event.actor_name', 'audit_event.object_id', 'office.name as office_name'])
    .where('audit_event.object_type', '=', 'document')
    .where('audit_event.object_id', 'in', [...numberOf.keys()])
    .where('audit_event.action', 'in', EXTRACT_ACTIONS)
    .where('audit_event.at', '>=', start)
    .where('audit_event.at', '<', end)
    .execute();
  return rows.map((r) => ({
    at: r.at,
    event: 'extract',
    actor: r.actor_name ?? '',
    organisation: r.office_name,
    purpose: null,
    detail: numberOf.get(r.object_id ?? '') ?? null,
  }));
}

/** Every access in the period, newest first. */
export async function relatedEvents(db: Kysely<Database>, personCode: string, start: string, end: string): Promise<RelatedRow[]> {
  const all = [...(await searches(db, personCode, start, end)), ...(await extracts(db, personCode, start, end))];
  return all.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
