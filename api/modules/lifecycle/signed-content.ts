/**
 * What a provider signs: the canonical JSON of { objektasId, type, schemaVersion, data } —
 * the document's id binds the signature to this document, so a container made for another
 * document with the same data does not count here — and, for a change or termination notice,
 * the notice itself { rusis, irasas, pagrindas } (the kind, the entry's registry number, the
 * basis), because that is what the registrar registers.
 * Recomputed from the stored row whenever a signature is checked, so any change to the data,
 * the schema version or the basis breaks the match.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DocumentRow } from '../items/repository.js';
import { entryRegistryNumber } from '../items/notice-scope.js';
import { canonicalJson } from '../signing/canonical.js';

export { entryRegistryNumber };

/** The canonical bytes of what is signed for the document as it is stored now. */
export async function signedContentOf(db: Kysely<Database>, row: DocumentRow): Promise<Buffer> {
  const content: Record<string, unknown> = { objektasId: row.id, type: row.type_id, schemaVersion: row.schema_version, data: JSON.parse(row.data) as unknown };
  if (row.notice_kind !== 'pirminis') {
    content.pranesimas = { rusis: row.notice_kind, irasas: await entryRegistryNumber(db, row), pagrindas: JSON.parse(row.change_basis ?? 'null') as unknown };
  }
  return Buffer.from(canonicalJson(content), 'utf8');
}
