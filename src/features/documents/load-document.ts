/**
 * Everything the document page needs before its first paint: the document and its type
 * (chunk and labels). When this tab has seen the document before, both load in parallel;
 * otherwise the type follows the document. One promise per (document, load), so React's
 * `use` sees the same promise on every render; `reload` asks for a fresh one.
 */
import type { i18n as I18n } from 'i18next';
import type { FormType } from '../../form/engine/form-type';
import { hasFormType, loadFormTypeWithLabels } from '../../form/load-form-type';
import { getDocument, type DocumentView } from './api/documents';
import { knownType, rememberType } from './known-types';

export interface DocumentStart {
  document: DocumentView;
  type: FormType;
}

const started = new Map<string, Promise<DocumentStart>>();

/**
 * @param id the document id
 * @param generation increases with every reload of the page
 * @param i18n the app's i18next instance
 */
export function loadDocument(id: number, generation: number, i18n: I18n): Promise<DocumentStart> {
  const key = `${i18n.language}:${id}:${generation}`;
  let promise = started.get(key);
  if (!promise) {
    const guess = knownType(id);
    const early = guess && hasFormType(guess) ? loadFormTypeWithLabels(guess, i18n) : null;
    const texts = i18n.loadNamespaces(['documents', 'form']);
    promise = Promise.all([getDocument(id), texts]).then(async ([document]) => {
      rememberType(id, document.type);
      const type = document.type === guess && early ? await early : await loadFormTypeWithLabels(document.type, i18n);
      return { document, type };
    });
    // Only the newest load of a document is kept (an older generation is never asked again).
    for (const old of started.keys()) if (old.startsWith(`${i18n.language}:${id}:`)) started.delete(old);
    started.set(key, promise);
  }
  return promise;
}
