/**
 * Subscriptions to the document store of the surrounding form session. Each returns the same
 * value until what it selects changes, so a component re-renders only for its own part.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import type { FieldError } from '../../domain/schema/field-errors';
import type { BlockSchema } from '../engine/field-schemas';
import { useFormSession } from '../components/form-session';

/** The value of a top-level field. */
export function useFieldValue(field: string): unknown {
  const { store } = useFormSession();
  return useSyncExternalStore(store.subscribe, () => store.getData()[field]);
}

/** The block schema of a top-level field in the current document (false: hidden by a condition). */
export function useBlockSchema(field: string): BlockSchema | undefined {
  const { store, type } = useFormSession();
  return useSyncExternalStore(store.subscribe, () => type.blocks.field(field, store.getData()));
}

/** The schema of one item of a top-level list in the current document. */
export function useItemSchema(field: string): RJSFSchema | undefined {
  const { store, type } = useFormSession();
  return useSyncExternalStore(store.subscribe, () => type.blocks.item(field, store.getData()));
}

/** The errors at or under a pointer. */
export function useErrorsUnder(pointer: string): readonly FieldError[] {
  const { store } = useFormSession();
  const get = useCallback(() => store.errorsUnder(pointer), [store, pointer]);
  return useSyncExternalStore(store.subscribe, get);
}

/** Every error of the last validation still standing. */
export function useAllErrors(): readonly FieldError[] {
  const { store } = useFormSession();
  return useSyncExternalStore(store.subscribe, store.getErrors);
}

/** True when the document has unsaved edits. */
export function useDirty(): boolean {
  const { store } = useFormSession();
  return useSyncExternalStore(store.subscribe, store.isDirty);
}

/** Changes when the whole document is replaced (blocks remount with it). */
export function useEpoch(): number {
  const { store } = useFormSession();
  return useSyncExternalStore(store.subscribe, store.getEpoch);
}
