/**
 * A change or termination notice as its page shows it, and the sections a workplace save of it
 * may change (decision 0158; the rule itself is src/domain/lifecycle/notice-scope.ts, shared
 * with the portal's own change notices). A save that changes any other section is refused at
 * once (422 `validation.noticeScope` at the section), before anything is written.
 */
import type { Kysely } from 'kysely';
import { changeableSections } from '../../../src/domain/lifecycle/notice-scope.js';
import type { ChangeKind } from '../../../src/domain/lifecycle/notice-kinds.js';
import type { ItemHead } from '../../../src/domain/contracts/items.js';
import type { JsonSchema } from '../../../src/domain/schema/bundle.js';
import type { FieldError } from '../../../src/domain/schema/field-errors.js';
import type { Database } from '../../db/schema.js';
import { canonicalJson } from '../signing/canonical.js';
import type { DocumentRow } from './repository.js';

/** A change or termination notice's kind, the registered entry it changes or terminates, and the top-level sections of the data it may change ([] for a termination: its basis only): the contract's itemHead.notice (src/domain/contracts/items.ts). */
export type NoticeView = NonNullable<ItemHead['notice']>;

/** The registry number of the entry a change or termination notice refers to (null for others). */
export async function entryRegistryNumber(db: Kysely<Database>, row: Pick<DocumentRow, 'entry_document_id'>): Promise<string | null> {
  if (row.entry_document_id === null) return null;
  const entry = await db.selectFrom('document').select('registry_number').where('id', '=', row.entry_document_id).executeTakeFirst();
  return entry?.registry_number ?? null;
}

/** The sections a workplace provider may change in the item's data; null when it is no notice (all). */
export const workplaceScope = (row: Pick<DocumentRow, 'notice_kind'>, schema: JsonSchema): string[] | null =>
  changeableSections(row.notice_kind, schema, { face: 'workplace' });

/** The notice facts of an item for its page; null for an entry's first notice (and requests, certificates). */
export async function noticeView(db: Kysely<Database>, row: DocumentRow, schema: JsonSchema): Promise<NoticeView | null> {
  const sections = workplaceScope(row, schema);
  if (sections === null || row.entry_document_id === null) return null;
  return {
    kind: row.notice_kind as ChangeKind,
    entry: { documentId: Number(row.entry_document_id), registryNumber: await entryRegistryNumber(db, row) },
    changeableSections: sections,
  };
}

const same = (a: unknown, b: unknown): boolean => (a === undefined || b === undefined ? a === b : canonicalJson(a) === canonicalJson(b));

/**
 * The sections `data` changes against the stored data that the notice may not change: one
 * critical `validation.noticeScope` per section, at its pointer; [] when it keeps them.
 */
export function outsideScope(row: Pick<DocumentRow, 'notice_kind' | 'data'>, schema: JsonSchema, data: unknown): FieldError[] {
  const allowed = workplaceScope(row, schema);
  if (allowed === null) return [];
  const before = JSON.parse(row.data) as Record<string, unknown>;
  const after = (data !== null && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((k) => !allowed.includes(k) && !same(before[k], after[k]))
    .map((k) => ({ path: `/${k}`, messageKey: 'validation.noticeScope', severity: 'critical' }));
}
