/**
 * Loads a catalogue type for drawing: its generated module (schema, ui file, precompiled
 * validators — one lazy chunk per type, src/domain/generated/validators/index.ts) prepared
 * once per page load and shared by every form of that type.
 */
import { PRECOMPILED } from '../domain/generated/validators/index';
import { prepareFormType, type FormType } from './engine/form-type';

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
