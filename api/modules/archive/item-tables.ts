/**
 * What destroying an item removes besides its `document` row (decision 0078). Each row names a
 * table and the column holding the item's id (and, in a table shared with other id spaces,
 * the kinds of rows that are items'); destruction deletes by that column, in the
 * batch's transaction. A module that keeps rows derived from an item (e.g. a search index)
 * adds its table here — nothing else in the archive module needs to change.
 * Not here, on purpose: `legal_hold` (the record of why an item was kept) and `extract` (the
 * verification record, stripped to what a tombstone keeps: repository.ts `stripExtracts`).
 */
export interface ItemRowTable {
  table: string;
  column: string;
  /** tables shared with other id spaces: only rows of these kinds are the item's */
  kind?: { column: string; values: readonly string[] };
}

export const ITEM_ROW_TABLES = [
  { table: 'document_party', column: 'document_id' },
  { table: 'document_asset', column: 'document_id' },
  { table: 'document_version', column: 'document_id' },
  { table: 'notice', column: 'document_id' },
  { table: 'self_service_fact', column: 'document_id' },
  { table: 'cart_payment', column: 'document_id' },
  { table: 'cart_item', column: 'document_id' },
  { table: 'search_index', column: 'document_id' },
  { table: 'certificate_pdf', column: 'document_id' },
  { table: 'attached_file', column: 'item_id', kind: { column: 'item_kind', values: ['document', 'request', 'certificate'] } },
  { table: 'item_lock', column: 'item_id', kind: { column: 'item_kind', values: ['document', 'request', 'certificate'] } },
  { table: 'signature', column: 'item_id', kind: { column: 'type', values: ['document', 'request'] } },
] as const satisfies readonly ItemRowTable[];
