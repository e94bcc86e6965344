/**
 * Which entry a user may take an extract of: a registered entry (registered, or registered
 * and since terminated) the user may read — in the workplace as the item core lets them see
 * it (api/modules/items) or as a search role that opens whole entries may (parties and assets,
 * src/domain/search/scopes.ts `entrySections`; a deregistered one only with the history role),
 * in the portal also as a party of the entry (the self-service rule, api/modules/self-service).
 * Unknown or unreadable: 404 (its existence does not leak); readable but not registered: 409.
 */
import type { FastifyInstance } from 'fastify';
import { isEntryStatus } from '../../../src/domain/lifecycle/statuses.js';
import { entrySections } from '../../../src/domain/search/scopes.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import { familyOfRow } from '../items/families.js';
import { findDocument, type DocumentRow } from '../items/repository.js';

const isNotFound = (error: unknown) => error instanceof AppError && error.statusCode === 404;

/** May the user's search roles open this entry whole (a registered entry, not a notice; deregistered with the history role)? */
function searchOpensWhole(user: SessionUser, row: DocumentRow): boolean {
  const sections = entrySections(user.roles);
  if (!sections?.parties || !sections.assets || row.entry_document_id !== null || familyOfRow(row) !== 'documents') return false;
  return row.status === 'iregistruotas' || (row.status === 'nutrauktas' && sections.history);
}

/** The row if the call throws only a 404; null on a 404. */
async function unless404<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The registered entry `id` as `user` may read it, or 404 `errors.extract_entry_not_found` / 409 `errors.extract_entry_not_registered`. */
export async function readableEntry(app: FastifyInstance, user: SessionUser, id: number): Promise<DocumentRow> {
  const found = await findDocument(app.db.kysely, id);
  if (!found) throw notFound('errors.extract_entry_not_found');
  let row = await unless404(async () => (await app.itemCore.visible(user, familyOfRow(found), id)).row);
  if (!row && user.face === 'workplace' && searchOpensWhole(user, found)) row = found;
  if (!row && user.face === 'portal') row = (await unless404(() => app.selfService.get(user, id))) ? found : null;
  if (!row) throw notFound('errors.extract_entry_not_found');
  if (row.registered_at === null || !isEntryStatus(row.status)) throw conflict('errors.extract_entry_not_registered');
  return row;
}
