/**
 * Which sections and fields the current document shows: a layout condition hides a field
 * (and a section whose fields are all hidden) until the data asks for it — e.g. the asset
 * givers of a third-party (svetimas) mortgage.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { isFieldVisible, visibleSections, type LayoutKind, type LayoutSection } from '../../domain/schema/layout';
import { useFormSession } from '../components/form-session';

/** The visible sections of a kind, as a stable list (re-computed only when visibility changes). */
export function useVisibleSections(kind: LayoutKind): LayoutSection[] {
  const { type, store } = useFormSession();
  const get = useCallback(
    () =>
      visibleSections(type.layout, kind, store.getData())
        .map((s) => s.id)
        .join('\n'),
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
  const get = useCallback(() => section.fields.filter((f) => isFieldVisible(type.layout, f, store.getData())).join('\n'), [type, store, section]);
  const names = useSyncExternalStore(store.subscribe, get);
  return useMemo(() => (names === '' ? [] : names.split('\n')), [names]);
}
