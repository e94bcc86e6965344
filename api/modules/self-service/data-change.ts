/**
 * Changing the data of the user's own change notice (`pakeitimas`) in self-service: the filer
 * sends the sections they may change (src/domain/lifecycle/notice-scope.ts, by their side in the
 * entry now); they replace those sections of the notice's data (null removes an optional one), the
 * whole document is validated with the type's schema, and it is saved as a new version — a
 * signature made before no longer covers it. The registrar then decides the notice with the
 * changed data. Stages: what (409) → version (412) → lock (409) → sections (422) → schema (422)
 * → one transaction (conditional update, index rows, audit).
 */
import type { FastifyInstance } from 'fastify';
import { indexRows } from '../../../src/domain/documents/index-rows.js';
import { EDITABLE_STATUSES, type Status } from '../../../src/domain/lifecycle/statuses.js';
import type { FieldError } from '../../../src/domain/schema/field-errors.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { conflict, preconditionFailed, unprocessable } from '../../lib/errors.js';
import { inTransaction } from '../../lib/transaction.js';
import type { SessionUser } from '../../plugins/access.js';
import { replaceIndexRows, updateDocumentData, type DocumentRow } from '../items/repository.js';
import { schemaVersionOf } from '../items/schema-version.js';
import { partyKeyOf } from './facts.js';
import type { ObjectKind } from '../../../src/domain/contracts/self-service.js';
import { changeableSections } from '../../../src/domain/lifecycle/notice-scope.js';
import * as repo from './repository.js';

export interface DataChange {
  user: SessionUser;
  /** the user's own notice (the caller checked) */
  row: DocumentRow;
  /** the self-service kind of the notice's type (kinds.ts) */
  kind: ObjectKind;
  version: number;
  sections: Record<string, unknown>;
  origin: AuditOrigin;
}

/** The sections the filer may change in this notice now; [] when the notice takes no data changes now. */
export async function changeableNow(app: FastifyInstance, user: SessionUser, row: DocumentRow, kind: ObjectKind): Promise<string[]> {
  if (row.notice_kind !== 'pakeitimas' || !EDITABLE_STATUSES.includes(row.status as Status) || row.entry_document_id === null) return [];
  const key = partyKeyOf(user);
  const entryId = Number(row.entry_document_id);
  const roles = key ? ((await repo.rolesOf(app.db.kysely, key, [entryId])).get(entryId) ?? []) : [];
  return changeableSections(row.notice_kind, app.catalog.get(row.type_id)!.schema, { face: 'portal', objectKind: kind, roles }) ?? [];
}

/**
 * Replaces the given sections of the user's own change notice.
 * @returns the new version and the business checks' issues (warnings; shown, never blocking)
 * @throws AppError 409/412/422 — and then nothing was written
 */
export async function changeNoticeData(app: FastifyInstance, c: DataChange): Promise<{ id: number; version: number; issues: FieldError[] }> {
  const { user, row } = c;
  if (row.notice_kind !== 'pakeitimas') throw conflict('errors.not_a_change_notice');
  const allowed = await changeableNow(app, user, row, c.kind);
  if (allowed.length === 0) throw conflict('errors.action_not_allowed_in_status');
  if (row.version !== c.version) throw preconditionFailed();
  await app.locks.assertNotLockedByOther('document', row.id, user);

  const refused: FieldError[] = Object.keys(c.sections)
    .filter((k) => !allowed.includes(k))
    .map((k) => ({ path: `/${k}`, messageKey: 'validation.notChangeable', severity: 'critical' }));
  if (refused.length > 0) throw unprocessable(refused);
  const data = { ...(JSON.parse(row.data) as Record<string, unknown>) };
  for (const [k, v] of Object.entries(c.sections)) {
    if (v === null) delete data[k];
    else data[k] = v;
  }
  const today = registryDate(app.clock.now());
  const errors = app.catalog.validate(row.type_id, data, { today });
  if (errors.length > 0) throw unprocessable(errors);
  const issues = await app.catalog.runBusinessChecks(row.type_id, data, { user, today });

  const at = app.clock.now().toISOString();
  const version = await inTransaction(app.db.kysely, async (trx) => {
    const next = await updateDocumentData(trx, row.id, c.version, {
      data,
      schemaVersion: schemaVersionOf(app.catalog.get(row.type_id)!.schema),
      at,
      userId: user.userId,
    });
    if (next === null) throw preconditionFailed();
    await replaceIndexRows(trx, row.id, indexRows(data));
    await writeAudit(trx, at, c.origin, {
      action: 'self_service.keisti_duomenis',
      actorId: user.userId,
      actorName: user.displayName,
      objectType: 'document',
      objectId: row.id,
      details: { version: next, sections: Object.keys(c.sections), entry: row.entry_document_id },
    });
    return next;
  });
  return { id: row.id, version, issues };
}
