/**
 * The renderer's read-only mode: one flag for everything under it. BlockForm hands it to rjsf
 * (`readonly`, so every widget draws its value as read-only text: theme/widgets/read-only-text.tsx)
 * and to rjsf's own lists (no add/remove/move buttons); ArrayTable drops its add and delete
 * buttons and opens rows in a dialog with only "Uždaryti".
 */
import { createContext, useContext, type ReactNode } from 'react';

const ReadOnlyContext = createContext(false);

export function ReadOnlyScope({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return <ReadOnlyContext.Provider value={readOnly}>{children}</ReadOnlyContext.Provider>;
}

/** Whether the surrounding view shows the data only. */
export const useReadOnly = (): boolean => useContext(ReadOnlyContext);
