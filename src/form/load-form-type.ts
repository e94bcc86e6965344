/**
 * Loads a catalogue type for drawing: its generated module (schema, ui file, precompiled
 * validators — one lazy chunk per type, src/domain/generated/validators/index.ts) prepared
 * once per page load and shared by every form of that type.
 */
import type { i18n as I18n } from 'i18next';
import { PRECOMPILED } from '../domain/generated/validators/index';
import { prepareFormType, type FormType } from './engine/form-type';
import { formNamespaces } from './labels';

const loaded = new Map<string, Promise<FormType>>();

/** True when the catalogue has the type (its chunk exists). */
export const hasFormType = (typeId: string): boolean => Object.hasOwn(PRECOMPILED, typeId);

/**
 * The prepared type; the same promise for every caller (React's `use` needs a stable one).
 * @throws Error when the catalogue has no such type (check with hasFormType first)
 */
export function loadFormType(typeId: string): Promise<FormType> {
  let promise = loaded.get(typeId);
  if (!promise) {
    if (!hasFormType(typeId)) throw new Error(`no catalogue type ${typeId}`);
    promise = PRECOMPILED[typeId]().then((module) => prepareFormType(module));
    // A failed chunk load may succeed on the next visit (network back, new deployment).
    promise.catch(() => loaded.delete(typeId));
    loaded.set(typeId, promise);
  }
  return promise;
}

const withLabels = new Map<string, Promise<FormType>>();

/**
 * The prepared type with its labels loaded: the type's chunk and its label namespaces are
 * fetched in parallel (no waterfall), so a form can draw as soon as both arrive. Call it
 * early — on hover of a link, in a route — to have the form ready when it is opened.
 * @param typeId a catalogue type
 * @param i18n the app's i18next instance
 */
export function loadFormTypeWithLabels(typeId: string, i18n: I18n): Promise<FormType> {
  const key = `${i18n.language}:${typeId}`;
  let promise = withLabels.get(key);
  if (!promise) {
    promise = Promise.all([loadFormType(typeId), i18n.loadNamespaces(formNamespaces(typeId))]).then(([type]) => type);
    promise.catch(() => withLabels.delete(key));
    withLabels.set(key, promise);
  }
  return promise;
}
