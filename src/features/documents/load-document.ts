/**
 * Everything the item page needs before its first paint: the item (a document, or a request
 * on /prasymas/{id}) and its type (chunk and labels). When this tab has seen the item before,
 * both load in parallel; otherwise the type follows the item. One promise per (item, load),
 * so React's `use` sees the same promise on every render; `reload` asks for a fresh one.
 * The document page's route loader starts the load (`prefetchDocument`) as soon as the URL is
 * known, in parallel with the page's code, with the item the route asked for before this code
 * arrived (routes/early-item.ts); a settled promise carries React's `status` fields, so the
 * page's first render reads it without suspending.
 */
import type { i18n as I18n } from 'i18next';
import type { FormType } from '../../form/engine/form-type';
import { withStepsAsTabs } from '../../form/engine/steps-as-tabs';
import { hasFormType, loadFormTypeWithLabels } from '../../form/load-form-type';
import { getItem, type ItemView } from '../../lib/api/items';
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

/** A navigation's load: afresh, with the item when it was already asked for. */
export interface FreshLoad {
  item?: Promise<ItemView>;
}

/**
 * @param id the item id
 * @param generation increases with every reload of the page
 * @param i18n the app's i18next instance
 * @param page the item's family page (default: documents)
 * @param fresh a navigation's load (never one already started)
 */
export function loadDocument(id: number, generation: number, i18n: I18n, page: ItemPage = DOCUMENT_PAGE, fresh?: FreshLoad): Promise<DocumentStart> {
  const prefix = `${i18n.language}:${page.family}:${id}:`;
  const key = `${prefix}${generation}`;
  let promise = fresh ? undefined : started.get(key);
  if (!promise) {
    const asked = fresh?.item ?? getItem(page.family, id);
    // the remembered version too: a type loaded for its version asks the server nothing more (no catalogue)
    const guess = knownType(id);
    const early = guess && hasFormType(guess.typeId) ? loadFormTypeWithLabels(guess.typeId, i18n, guess.schemaVersion) : null;
    const texts = i18n.loadNamespaces(['documents', 'form']);
    promise = Promise.all([asked as Promise<ItemView<DocumentView['data']>>, texts]).then(async ([item]) => {
      rememberType(id, item.type, item.schemaVersion);
      const sameType = guess?.typeId === item.type && (guess.schemaVersion === undefined || guess.schemaVersion === item.schemaVersion);
      const loaded = sameType && early ? await early : await loadFormTypeWithLabels(item.type, i18n, item.schemaVersion);
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
 * @param item the item, when the route has asked for it already
 */
export async function prefetchDocument(id: number, i18n: I18n, page: ItemPage = DOCUMENT_PAGE, item?: Promise<ItemView>): Promise<void> {
  await loadDocument(id, 0, i18n, page, { item }).catch(() => undefined);
}
