/**
 * The data of the document being edited, held outside React so that typing in one field
 * re-renders only the block that shows it: each block subscribes to its own top-level field
 * (useSyncExternalStore), the rest of the page to what it shows (errors of a section, the
 * dirty flag). Errors found by the last validation live here too; an edit drops the errors of
 * exactly the values it changed.
 */
import type { FieldError } from '../../domain/schema/field-errors';
import { isRecord, jsonEqual } from './json';
import { isWithin, topField, valueAt } from './pointer';

export type DocumentData = Record<string, unknown>;
type Listener = () => void;

export interface DocumentStore {
  /** the whole document (a new object after every change) */
  getData(): DocumentData;
  /**
   * Sets one top-level field. A user's edit makes the document dirty; a derived change (rjsf
   * filling in a constant such as an asset's kind when a form mounts) does not.
   */
  setField(field: string, value: unknown, options?: { derived?: boolean }): void;
  /** replaces the whole document (load, reset): blocks remount, the document is clean again */
  replace(data: DocumentData): void;
  /** counts replace() calls; blocks use it as their key */
  getEpoch(): number;
  /** true after an edit since the last replace() or markSaved() */
  isDirty(): boolean;
  markSaved(): void;
  getErrors(): readonly FieldError[];
  setErrors(errors: readonly FieldError[]): void;
  /** the errors at or under a pointer; the same array until the errors change */
  errorsUnder(pointer: string): readonly FieldError[];
  subscribe(listener: Listener): () => void;
}

const NO_ERRORS: readonly FieldError[] = Object.freeze([]);

/**
 * A store for one document.
 * @param initial the document data to start from
 */
export function createDocumentStore(initial: DocumentData = {}): DocumentStore {
  let data: DocumentData = isRecord(initial) ? initial : {};
  let epoch = 0;
  let dirty = false;
  let errors: readonly FieldError[] = NO_ERRORS;
  let under = new Map<string, readonly FieldError[]>();
  const listeners = new Set<Listener>();

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const putErrors = (next: readonly FieldError[]) => {
    errors = next.length === 0 ? NO_ERRORS : next;
    under = new Map();
  };

  return {
    getData: () => data,
    setField(field, value, options) {
      const before = data;
      data = { ...data };
      if (value === undefined) delete data[field];
      else data[field] = value;
      if (!options?.derived) dirty = true;
      // An edited value is no longer what was judged: its errors go (others stay).
      const kept = errors.filter((e) => topField(e.path) !== field || jsonEqual(valueAt(before, e.path), valueAt(data, e.path)));
      if (kept.length !== errors.length) putErrors(kept);
      emit();
    },
    replace(next) {
      data = isRecord(next) ? next : {};
      epoch += 1;
      dirty = false;
      putErrors(NO_ERRORS);
      emit();
    },
    getEpoch: () => epoch,
    isDirty: () => dirty,
    markSaved() {
      dirty = false;
      emit();
    },
    getErrors: () => errors,
    setErrors(next) {
      putErrors([...next]);
      emit();
    },
    errorsUnder(pointer) {
      let found = under.get(pointer);
      if (!found) {
        const list = errors.filter((e) => isWithin(e.path, pointer));
        found = list.length === 0 ? NO_ERRORS : list;
        under.set(pointer, found);
      }
      return found;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
