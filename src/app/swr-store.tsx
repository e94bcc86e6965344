/**
 * The SWR answers a face keeps for its session (decision 0171): one store per mounted app,
 * created by the component that stays for the session (the portal's layout) and read by
 * every SWR host below it (swr-host.tsx), so a page revisited after the home page paints its
 * last answer at once while SWR asks again. No SWR here: the portal's layout imports this
 * module and paints without SWR (decision 0168).
 */
import { createContext, useState, type ReactNode } from 'react';

/** What SWR keeps per key (its cache state), held across the hosts that mount and unmount. */
export type SwrStore = Map<string, unknown>;

export const SwrStoreContext = createContext<SwrStore | null>(null);

/** Gives the SWR hosts below one store for as long as this component stays mounted. */
export function SwrStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState<SwrStore>(() => new Map());
  return <SwrStoreContext.Provider value={store}>{children}</SwrStoreContext.Provider>;
}
