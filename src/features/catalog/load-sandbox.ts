/**
 * Everything the sandbox needs before its first paint, fetched in parallel: the type (chunk
 * and labels) and, when the address asks for one, the example document. One promise per
 * type, example and language, so React's `use` sees the same promise on every render.
 */
import type { i18n as I18n } from 'i18next';
import type { DocumentData } from '../../form/engine/document-store';
import type { FormType } from '../../form/engine/form-type';
import { loadFormTypeWithLabels } from '../../form/load-form-type';
import { isExampleKind, loadExample } from './examples';

export interface SandboxStart {
  type: FormType;
  /** the example's data, or null (start empty) */
  data: DocumentData | null;
}

const started = new Map<string, Promise<SandboxStart>>();

/**
 * @param typeId the type to open
 * @param example the `?pavyzdys=` value of the address (anything else: start empty)
 * @param i18n the app's i18next instance
 */
export function loadSandbox(typeId: string, example: string | null, i18n: I18n): Promise<SandboxStart> {
  const kind = isExampleKind(example) ? example : null;
  const key = `${i18n.language}:${typeId}:${kind ?? ''}`;
  let promise = started.get(key);
  if (!promise) {
    const type = loadFormTypeWithLabels(typeId, i18n);
    const texts = i18n.loadNamespaces(['catalog', 'form']);
    const data = kind
      ? loadExample(
          typeId,
          kind,
          type.then((t) => t.schema),
        )
      : Promise.resolve(null);
    promise = Promise.all([type, data, texts]).then(([t, d]) => ({ type: t, data: d }));
    promise.catch(() => started.delete(key));
    started.set(key, promise);
  }
  return promise;
}

/** Starts loading a type for the sandbox (e.g. when a link to it is pointed at). */
export function prefetchSandbox(typeId: string, i18n: I18n): void {
  void loadFormTypeWithLabels(typeId, i18n).catch(() => undefined);
}
