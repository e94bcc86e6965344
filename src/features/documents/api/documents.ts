/** The documents API (api/modules/documents): the item view's shape and creating a document. */
import type { DocumentData } from '../../../form/engine/document-store';
import { api } from '../../../lib/api/client';
import type { FieldError } from '../../../lib/api/api-error';
import type { ItemHead, SavedItem } from '../../../domain/contracts/items';
import type { DocumentTabDocument } from '../../../lib/document-tabs';

export interface DocumentView extends DocumentTabDocument {
  schemaVersion: string;
  data: DocumentData;
  /** the check errors and business issues of its last save (a draft's, decision 0090) */
  checkErrors?: FieldError[];
  createdAt?: string;
  updatedAt?: string;
  /** a change or termination notice: its kind, its entry and the sections it may change (decision 0158); absent or null otherwise */
  notice?: ItemHead['notice'];
}

/** The answer of create (the contract's): a draft's check errors (critical) or the business-check warnings of the save. */
export type Saved = SavedItem;

// Reading and saving go through src/lib/api/items.ts (getItem, saveItem: any family).
// quiet: the page shows 409/422 itself (locked, field errors).
export const createDocument = (type: string, data: DocumentData) => api.post<Saved>('/documents', { type, data }, { quiet: true });
