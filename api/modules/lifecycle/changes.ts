/**
 * Change and termination notices of a registered entry (spec §3 change/termination basis:
 * pagrindas, aprasymas, data, laikas). A provider who may see the entry and create its type
 * starts one: a new document of the entry's type, in preparation, holding the entry's
 * registered data (to be changed, for a change) and the basis. It then follows the ordinary
 * lifecycle; registering a termination moves the entry to `nutrauktas` (engine.ts). One open
 * notice of a kind per entry, whichever face files it (the workplace or the portal).
 */
import type { Kysely } from 'kysely';
import { indexRows } from '../../../src/domain/documents/index-rows.js';
import type { ChangeKind } from '../../../src/domain/lifecycle/notice-kinds.js';
import type { Database } from '../../db/schema.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { inTransaction } from '../../lib/transaction.js';
import { conflict, preconditionFailed, unprocessable } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import { needsNotaryApproval, owns, type TypeFacts } from '../items/policy.js';
import { insertDocument, replaceIndexRows, type DocumentRow } from '../items/repository.js';
import { basisErrors } from './forms.js';
import { holdEntry, openNoticesOf, versionOf } from './repository.js';

/** A basis as the caller sent it: checked here (basisErrors) against the shape of src/domain/contracts/lifecycle.ts changeBasis. */
type UncheckedBasis = unknown;

interface Context {
  db: Kysely<Database>;
  at: string;
  today: string;
  origin: AuditOrigin;
}

/**
 * One open notice of a kind per entry: while a notice of this kind is still being prepared or
 * decided, a second one is refused (409) — pointing at the user's own open notice, or saying
 * that someone else's is open (whose id the user may not see). Call with the entry held
 * (holdEntry) so two concurrent creations cannot both pass.
 */
async function refuseSecondNotice(trx: Kysely<Database>, user: SessionUser, entryId: number, kind: ChangeKind): Promise<void> {
  const open = (await openNoticesOf(trx, [entryId])).find((n) => n.notice_kind === kind);
  if (!open) return;
  if (owns(user, open)) {
    throw conflict('errors.notice_already_open', [
      { path: '', messageKey: 'errors.notice_already_open', params: { noticeId: open.id, noticeKind: kind, status: open.status }, severity: 'critical' },
    ]);
  }
  throw conflict('errors.notice_open_by_other', [
    { path: '', messageKey: 'errors.notice_open_by_other', params: { noticeKind: kind, status: open.status }, severity: 'critical' },
  ]);
}

/**
 * Files a change or termination notice of `entry` (already checked visible to the user, of a
 * type the user may create).
 * @throws 409 errors.entry_not_registered, errors.notice_already_open, errors.notice_open_by_other; 422 field errors of the basis
 */
export async function createChangeNotice(ctx: Context, user: SessionUser, entry: DocumentRow, type: TypeFacts, kind: ChangeKind, basis: UncheckedBasis) {
  if (entry.status !== 'iregistruotas' || entry.registered_version === null) throw conflict('errors.entry_not_registered');
  const errors = basisErrors(basis, ctx.today);
  if (errors.length > 0) throw unprocessable(errors.map((e) => ({ ...e, path: `/pagrindas${e.path}` })));
  const registered = (await versionOf(ctx.db, entry.id, Number(entry.registered_version)))!;
  const data = JSON.parse(registered.data) as unknown;
  return inTransaction(ctx.db, async (trx) => {
    await holdEntry(trx, entry.id);
    await refuseSecondNotice(trx, user, entry.id, kind);
    const id = await insertDocument(trx, {
      typeId: entry.type_id,
      status: 'rengiamas',
      schemaVersion: registered.schema_version,
      data,
      owner: { face: user.face, userId: user.userId, officeId: user.officeId, personCode: user.personCode, companyCode: user.companyCode },
      at: ctx.at,
      needsNotaryApproval: needsNotaryApproval(user, type),
    });
    await trx
      .updateTable('document')
      .set({ notice_kind: kind, entry_document_id: entry.id, change_basis: JSON.stringify(basis) })
      .where('id', '=', id)
      .execute();
    await replaceIndexRows(trx, id, indexRows(data));
    await writeAudit(trx, ctx.at, ctx.origin, {
      action: 'document.create',
      actorId: user.userId,
      actorName: user.displayName,
      objectType: 'document',
      objectId: id,
      toState: 'rengiamas',
      details: { type: entry.type_id, noticeKind: kind, entry: entry.id, entryRegistryNumber: entry.registry_number },
    });
    return { id, version: 1 };
  });
}

/**
 * Replaces the basis of a change or termination notice in preparation (the caller checked the
 * right to edit). A new version: a signature made before no longer covers it.
 * @throws 412 when the version moved on, 422 field errors of the basis
 */
export async function updateChangeBasis(ctx: Context, user: SessionUser, row: DocumentRow, expectedVersion: number, basis: UncheckedBasis) {
  if (row.version !== expectedVersion) throw preconditionFailed();
  const errors = basisErrors(basis, ctx.today);
  if (errors.length > 0) throw unprocessable(errors.map((e) => ({ ...e, path: `/pagrindas${e.path}` })));
  return inTransaction(ctx.db, async (trx) => {
    const result = await trx
      .updateTable('document')
      .set({ change_basis: JSON.stringify(basis), version: expectedVersion + 1, updated_at: ctx.at, updated_by: user.userId })
      .where('id', '=', row.id)
      .where('version', '=', expectedVersion)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw preconditionFailed();
    await writeAudit(trx, ctx.at, ctx.origin, {
      action: 'document.update_basis',
      actorId: user.userId,
      actorName: user.displayName,
      objectType: 'document',
      objectId: row.id,
      details: { version: expectedVersion + 1 },
    });
    return { id: row.id, version: expectedVersion + 1 };
  });
}
