/**
 * Whether the tab shown may be edited when a notice may change only some top-level sections
 * (decision 0158, src/domain/lifecycle/notice-scope.ts): every field of the tab must be one of
 * them. The workplace document page and the portal's own change notice both ask this; the tab
 * that is not editable is drawn in the renderer's read-only mode (decision 0147).
 */
import { tabChangeable } from '../../domain/lifecycle/notice-scope';
import { useVisibleSections } from './use-layout';

/**
 * @param tab the tab's id from the route (the first tab when absent or unknown)
 * @param changeable the sections that may change; null when every one may
 */
export function useChangeableTab(tab: string | undefined, changeable: readonly string[] | null): boolean {
  const sections = useVisibleSections('tabs');
  const current = sections.find((s) => s.id === tab) ?? sections[0];
  return current !== undefined && tabChangeable(current.fields, changeable);
}
