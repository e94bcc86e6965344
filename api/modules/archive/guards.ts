/**
 * What stops an item's destruction (decision 0077): a legal hold in force on the entry or one of
 * its notices, and — when running — an open workflow in its family. Called before sealing,
 * approving and running, and again inside each destruction batch's transaction (destroy.ts),
 * so an item held or opened after the act was formed is never destroyed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { heldEntries, openFamilyMember } from './repository.js';

const refusal = (key: string, documentId: number) => conflict(key, [{ path: `/items/${documentId}`, messageKey: key, severity: 'critical' }]);

/** 409 when one of the entries is held, or (`forRun`) has an open workflow. */
export async function assertDestroyable(db: Kysely<Database>, entryIds: number[], forRun: boolean): Promise<void> {
  if (entryIds.length === 0) return;
  const held = await heldEntries(db, entryIds);
  if (held.length > 0) throw refusal('errors.archive_item_on_hold', held[0]!);
  if (!forRun) return;
  const open = await openFamilyMember(db, entryIds);
  if (open) throw refusal('errors.archive_item_in_workflow', Number(open.id));
}
