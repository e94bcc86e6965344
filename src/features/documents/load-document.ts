/**
 * Everything the item page needs before its first paint: the item (a document, or a request
 * on /prasymas/{id}) and its type (chunk and labels). When this tab has seen the item before,
 * both load in parallel; otherwise the type follows the item. One promise per (item, load),
 * so React's `use` sees the same promise on every render; `reload` asks for a fresh one.
 * The document page's route loader starts the load (`prefetchDocument`) as soon as the URL is
 * known, in parallel with the page's code; a settled promise carries React's `status` fields,
 * so the page's first render reads it without suspending.
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

/** A promise as React's `use` reads it once settled: no suspension for a value already here. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function tracked<T>(promise: Promise<T>): Promise<T> {
  const t = promise as Tracked<T>;
  t.status = 'pending';
  // The callbacks return nothing: returning `t` would make this chain adopt its rejection (unhandled).
  promise.then(
    (value) => void Object.assign(t, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(t, { status: 'rejected', reason }),
  );
  return promise;
}

/**
 * @param id the item id
 * @param generation increases with every reload of the page
 * @param i18n the app's i18next instance
 * @param page the item's family page (default: documents)
 */
export function loadDocument(id: number, generation: number, i18n: I18n, page: ItemPage = DOCUMENT_PAGE, fresh = false): Promise<DocumentStart> {
  const prefix = `${i18n.language}:${page.family}:${id}:`;
  const key = `${prefix}${generation}`;
  let promise = fresh ? undefined : started.get(key);
  if (!promise) {
    const guess = knownType(id);
    const early = guess && hasFormType(guess) ? loadFormTypeWithLabels(guess, i18n) : null;
    const texts = i18n.loadNamespaces(['documents', 'form']);
    promise = Promise.all([getItem<DocumentView['data']>(page.family, id), texts]).then(async ([item]) => {
      rememberType(id, item.type);
      const loaded = item.type === guess && early ? await early : await loadFormTypeWithLabels(item.type, i18n, item.schemaVersion);
      const type = page.segmentOf ? withStepsAsTabs(loaded, page.segmentOf) : loaded;
      return { document: { ...item, family: page.family }, type };
    });
    tracked(promise);
    // Only the newest load of an item is kept (an older generation is never asked again).
    for (const old of started.keys()) if (old.startsWith(prefix)) started.delete(old);
    started.set(key, promise);
  }
  return promise;
}

/**
 * A navigation to an item's page (the route's loader): loads the item afresh, with its type,
 * while the page's code is still arriving; the page's first render (generation 0) gets this
 * load. Resolves when the load has settled and never rejects: the page shows a failure (404 →
 * "not found") exactly as when it started the load itself.
 * @param id the item id
 * @param i18n the app's i18next instance
 * @param page the item's family page (default: documents)
 */
export async function prefetchDocument(id: number, i18n: I18n, page: ItemPage = DOCUMENT_PAGE): Promise<void> {
  await loadDocument(id, 0, i18n, page, true).catch(() => undefined);
}
