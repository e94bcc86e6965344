/**
 * The errors check of spec §4 ("Errors checked" actions: perduoti, patvirtinti, moketi,
 * pasirasyti, iregistruoti): the document is validated again as it is now — the schema stage
 * with today's date (a date that was "not before today" when saved may have passed) and the
 * catalogue's business checks — plus the rules of change and termination notices: the entry
 * must still be registered, the basis valid; a change identical to the entry is a warning;
 * an address change that changes more than addresses, or (by a party-bound provider) an
 * address of anyone but the provider's own company, is critical.
 * Critical issues refuse the action; warnings are returned and allowed, unless an administrator
 * switched that warning off for the type (/admin/taisykles, decision 0104).
 */
import type { Kysely } from 'kysely';
import type { FieldError } from '../../../src/domain/schema/field-errors.js';
import type { Database } from '../../db/schema.js';
import type { SessionUser } from '../../plugins/access.js';
import { isPartyBound, owns } from '../items/policy.js';
import { companyCodeOf, type DocumentRow } from '../items/repository.js';
import { canonicalJson } from '../signing/canonical.js';
import { addressChangeIssues } from './address-change.js';
import { basisErrors } from './forms.js';
import { versionOf } from './repository.js';

export type ErrorsCheck = (row: DocumentRow, user: SessionUser | null, today: string) => Promise<FieldError[]>;

export interface CheckStages {
  /** schema stage: one critical error per invalid field */
  validate(typeId: string, data: unknown, today: string): FieldError[];
  /** business stage: critical and warning issues */
  business(typeId: string, data: unknown, user: SessionUser | null, today: string): Promise<FieldError[]>;
  /** the message keys of the warnings an administrator switched off for the type (/admin/taisykles); none without it (the seed) */
  switchedOff?(typeId: string): Promise<ReadonlySet<string>>;
}

const under = (prefix: string, errors: FieldError[]) => errors.map((e) => ({ ...e, path: `${prefix}${e.path}` }));

/** Issues of a change or termination notice's reference and basis. */
async function noticeIssues(db: Kysely<Database>, row: DocumentRow, today: string): Promise<FieldError[]> {
  const issues = under('/pranesimas/pagrindas', basisErrors(JSON.parse(row.change_basis ?? 'null'), today));
  const entry =
    row.entry_document_id === null ? undefined : await db.selectFrom('document').select('status').where('id', '=', row.entry_document_id).executeTakeFirst();
  if (entry?.status !== 'iregistruotas')
    issues.push({ path: '/pranesimas/irasas', messageKey: 'lifecycle.validation.entryNotRegistered', severity: 'critical' });
  return issues;
}

/** The entry's registered data, or undefined when it has none. */
async function registeredDataOf(db: Kysely<Database>, row: DocumentRow): Promise<unknown> {
  const entry =
    row.entry_document_id === null
      ? undefined
      : await db.selectFrom('document').select(['id', 'registered_version']).where('id', '=', row.entry_document_id).executeTakeFirst();
  if (!entry?.registered_version) return undefined;
  const registered = await versionOf(db, Number(entry.id), Number(entry.registered_version));
  return registered ? (JSON.parse(registered.data) as unknown) : undefined;
}

/**
 * The company whose addresses alone an address change may change: a party-bound provider's
 * (decision 0095), checked when they sign or transfer it; null for anyone else.
 */
async function ownCompanyOf(db: Kysely<Database>, row: DocumentRow, user: SessionUser | null): Promise<string | null> {
  return user && isPartyBound(user) && owns(user, row) ? companyCodeOf(db, user) : null;
}

/**
 * Issues of a change against the entry's registered data: no difference is a warning; an
 * address change that changes anything else, or another company's address, is critical
 * (address-change.ts).
 */
async function differenceIssues(db: Kysely<Database>, row: DocumentRow, data: unknown, user: SessionUser | null): Promise<FieldError[]> {
  const registered = await registeredDataOf(db, row);
  if (registered === undefined) return [];
  if (canonicalJson(registered) === canonicalJson(data)) return [{ path: '', messageKey: 'lifecycle.validation.changeWithoutDifference', severity: 'warning' }];
  return row.notice_kind === 'adreso_keitimas' ? addressChangeIssues(registered, data, await ownCompanyOf(db, row, user)) : [];
}

/** The errors check over the given validation stages; a warning switched off for the type is left out. */
export function errorsCheck(db: Kysely<Database>, stages: CheckStages): ErrorsCheck {
  const all = allIssues(db, stages);
  return async (row, user, today) => {
    const issues = await all(row, user, today);
    if (!stages.switchedOff || !issues.some((i) => i.severity === 'warning')) return issues;
    const off = await stages.switchedOff(row.type_id);
    // only warnings: a critical check is never switched off (decision 0104)
    return issues.filter((i) => i.severity !== 'warning' || !off.has(i.messageKey));
  };
}

/** Every issue of the check's stages. */
function allIssues(db: Kysely<Database>, stages: CheckStages): ErrorsCheck {
  return async (row, user, today) => {
    const issues = row.notice_kind === 'pirminis' ? [] : await noticeIssues(db, row, today);
    // a termination notice carries the entry's data unchanged: only its basis and reference count
    if (row.notice_kind === 'nutraukimas') return issues;
    const data = JSON.parse(row.data) as unknown;
    const schemaErrors = stages.validate(row.type_id, data, today);
    if (schemaErrors.length > 0) return [...issues, ...schemaErrors];
    issues.push(...(await stages.business(row.type_id, data, user, today)));
    if (row.notice_kind !== 'pirminis') issues.push(...(await differenceIssues(db, row, data, user)));
    return issues;
  };
}
