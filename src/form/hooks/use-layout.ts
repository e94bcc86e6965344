/**
 * Which sections and fields the current document shows: a layout condition hides a field
 * (and a section whose fields are all hidden) until the data asks for it — e.g. the asset
 * givers of a third-party (svetimas) mortgage.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { isFieldVisible, visibleSections, type Layout, type LayoutKind, type LayoutSection } from '../../domain/schema/layout';
import type { DocumentData } from '../engine/document-store';
import { useFormSession } from '../components/form-session';

/**
 * `compute` over the store's data, run again only when a field a layout condition reads has
 * changed (conditions read top-level fields only): a keystroke elsewhere costs one comparison
 * per condition, not a walk of the layout.
 */
function onConditionInputs(layout: Layout, data: () => DocumentData, compute: (data: DocumentData) => string): () => string {
  const inputs = [...new Set(Object.values(layout.conditions ?? {}).map((c) => c.field))];
  let seen: unknown[] | undefined;
  let result = '';
  return () => {
    const current = data();
    const values = inputs.map((field) => current[field]);
    if (!seen || values.some((value, i) => !Object.is(value, seen![i]))) result = compute(current);
    seen = values;
    return result;
  };
}

/** The visible sections of a kind, as a stable list (re-computed only when visibility changes). */
export function useVisibleSections(kind: LayoutKind): LayoutSection[] {
  const { type, store } = useFormSession();
  const get = useMemo(
    () =>
      onConditionInputs(type.layout, store.getData, (data) =>
        visibleSections(type.layout, kind, data)
          .map((s) => s.id)
          .join('\n'),
      ),
    [type, store, kind],
  );
  const ids = useSyncExternalStore(store.subscribe, get);
  return useMemo(() => {
    const visible = new Set(ids.split('\n'));
    return (type.layout[kind] ?? []).filter((s) => visible.has(s.id));
  }, [type, kind, ids]);
}

/** The fields of a section the current document shows. */
export function useVisibleFields(section: LayoutSection): string[] {
  const { type, store } = useFormSession();
  const get = useMemo(
    () => onConditionInputs(type.layout, store.getData, (data) => section.fields.filter((f) => isFieldVisible(type.layout, f, data)).join('\n')),
    [type, store, section],
  );
  const names = useSyncExternalStore(store.subscribe, get);
  return useMemo(() => (names === '' ? [] : names.split('\n')), [names]);
}
