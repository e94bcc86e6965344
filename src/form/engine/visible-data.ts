/**
 * The document as it is submitted: without top-level fields their layout condition hides.
 * A user who ticks "Svetimo turto", enters asset givers and unticks it again keeps the givers
 * on screen memory (ticking again brings them back), but they are neither validated nor sent:
 * the schema refuses a hidden field (bundle.ts compiles the same conditions), so sending them
 * would only produce an error on a field the user cannot see.
 */
import { isFieldVisible, type Layout } from '../../domain/schema/layout';
import type { DocumentData, DocumentStore } from './document-store';

/**
 * The data without hidden top-level fields (the same object when nothing is hidden).
 * @param layout the type's layout
 * @param data the document data
 */
export function withoutHiddenFields(layout: Layout, data: DocumentData): DocumentData {
  const hidden = Object.keys(data).filter((field) => !isFieldVisible(layout, field, data));
  if (hidden.length === 0) return data;
  const out = { ...data };
  for (const field of hidden) delete out[field];
  return out;
}

/**
 * THE data a form submits (every save, check and sign of documents, requests, certificate
 * orders and the portal wizard): the store's document without its hidden top-level fields.
 * @param type the prepared type (its layout)
 * @param store the document being edited
 */
export const submittableData = (type: { layout: Layout }, store: Pick<DocumentStore, 'getData'>): DocumentData =>
  withoutHiddenFields(type.layout, store.getData());
