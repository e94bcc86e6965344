/**
 * The archive restore (`atkurimas`, a mortgage and pledge action of spec §6; decision 0107): a
 * deregistered entry (`nutrauktas`) kept in the archive for its retention is brought back into
 * force (`iregistruotas`, a new version), audited with its reason. Who may: the type's
 * `actionRoles.atkurimas` (as every entry action, through the item core). Refused with a message
 * key: a destroyed item (its tombstone is all there is), an item not archived, and an item a
 * live destruction act lists (the administrator takes it off the list, or the archivist returns
 * the act, first).
 */
import type { FastifyInstance } from 'fastify';
import { conflict, forbidden, preconditionFailed, unprocessable } from '../../lib/errors.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { inTransaction } from '../../lib/transaction.js';
import type { SessionUser } from '../../plugins/access.js';
import { mayTakeEntryAction } from '../items/policy.js';
import { snapshot, transition } from '../items/repository.js';
import { isListed, tombstoneExists } from './repository.js';

const ARCHIVED = 'nutrauktas';
const RESTORED = 'iregistruotas';

export async function restoreEntry(
  app: FastifyInstance,
  user: SessionUser,
  documentId: number,
  reason: string,
  origin: AuditOrigin,
): Promise<{ id: number; status: string; version: number }> {
  const db = app.db.kysely;
  // 1. validate; a destroyed item is gone for good
  if (!reason.trim()) throw unprocessable([{ path: '/reason', messageKey: 'validation.required', severity: 'critical' }]);
  if (await tombstoneExists(db, documentId)) throw conflict('errors.archive_item_destroyed');
  // 2. the entry as the user may see it, archived, restorable by them, on no live act
  const { row, type, standing } = await app.itemCore.visible(user, 'documents', documentId);
  if (row.status !== ARCHIVED || row.entry_document_id !== null) throw conflict('errors.archive_item_not_archived');
  if (!mayTakeEntryAction(user, type, 'atkurimas', standing)) throw forbidden('errors.archive_restore_forbidden');
  if (await isListed(db, documentId)) throw conflict('errors.archive_item_listed');
  // 3. back in force, a new version, audited
  const now = app.clock.now().toISOString();
  return inTransaction(db, async (trx) => {
    if (!(await transition(trx, { id: documentId, from: ARCHIVED, to: RESTORED, version: row.version, change: { status_changed_at: now, updated_at: now } })))
      throw preconditionFailed();
    const after = await snapshot(trx, documentId, 'atkurimas', { id: user.userId, name: user.displayName });
    await writeAudit(trx, now, origin, {
      action: 'archive.item.restored',
      actorId: user.userId,
      actorName: user.displayName,
      objectType: 'document',
      objectId: documentId,
      fromState: ARCHIVED,
      toState: RESTORED,
      reason: reason.trim(),
    });
    return { id: documentId, status: after.status, version: after.version };
  });
}
