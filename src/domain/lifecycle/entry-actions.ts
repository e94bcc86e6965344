/**
 * Actions on a registered entry whose role lists each type's catalogue entry declares
 * (`registry.actionRoles`, spec §6): a change notice, an address change, a termination
 * notice (for a notary enforcement entry: its cancellation, which a court may file) and the
 * restore of an archived entry. The first three are the notice kinds `CHANGE_KINDS`
 * (`notice-kinds.ts`, declared there once): each starts a notice of its kind through the
 * lifecycle; whoever may start one is also its provider.
 */
import { CHANGE_KINDS } from './notice-kinds.js';

export const ENTRY_ACTIONS = [...CHANGE_KINDS, 'atkurimas'] as const;
export type EntryAction = (typeof ENTRY_ACTIONS)[number];

/** The role lists of a type, by action; an action not named is nobody's. */
export type ActionRoles = Partial<Record<EntryAction, readonly string[]>>;

/** May someone holding `roles` take `action` on an entry of a type with these role lists? */
export const holdsActionRole = (roles: readonly string[], actionRoles: ActionRoles | undefined, action: EntryAction): boolean =>
  (actionRoles?.[action] ?? []).some((r) => roles.includes(r));
