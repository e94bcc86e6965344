/**
 * Everything the item page needs before its first paint: the item (a document, or a request
 * on /prasymas/{id}) and its type (chunk and labels). When this tab has seen the item before,
 * both load in parallel; otherwise the type follows the item. One promise per (item, load),
 * so React's `use` sees the same promise on every render; `reload` asks for a fresh one.
 */
import type { i18n as I18n } from 'i18next';
import type { FormType } from '../../form/engine/form-type';
import { withStepsAsTabs } from '../../form/engine/steps-as-tabs';
import { hasFormType, loadFormTypeWithLabels } from '../../form/load-form-type';
import { getItem } from '../../lib/api/items';
import type { DocumentView } from './api/documents';
import { DOCUMENT_PAGE, type ItemPage } from './item-pages';
import { knownType, rememberType } from './known-types';

export interface DocumentStart {
  document: DocumentView;
  type: FormType;
}

const started = new Map<string, Promise<DocumentStart>>();

/**
 * @param id the item id
 * @param generation increases with every reload of the page
 * @param i18n the app's i18next instance
 * @param page the item's family page (default: documents)
 */
export function loadDocument(id: number, generation: number, i18n: I18n, page: ItemPage = DOCUMENT_PAGE): Promise<DocumentStart> {
  const prefix = `${i18n.language}:${page.family}:${id}:`;
  const key = `${prefix}${generation}`;
  let promise = started.get(key);
  if (!promise) {
    const guess = knownType(id);
    const early = guess && hasFormType(guess) ? loadFormTypeWithLabels(guess, i18n) : null;
    const texts = i18n.loadNamespaces(['documents', 'form']);
    promise = Promise.all([getItem<DocumentView['data']>(page.family, id), texts]).then(async ([item]) => {
      rememberType(id, item.type);
      const loaded = item.type === guess && early ? await early : await loadFormTypeWithLabels(item.type, i18n);
      const type = page.segmentOf ? withStepsAsTabs(loaded, page.segmentOf) : loaded;
      return { document: { ...item, family: page.family }, type };
    });
    // Only the newest load of an item is kept (an older generation is never asked again).
    for (const old of started.keys()) if (old.startsWith(prefix)) started.delete(old);
    started.set(key, promise);
  }
  return promise;
}
