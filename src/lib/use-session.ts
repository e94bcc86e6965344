/** React access to the session store: re-renders when the user signs in or out. */
import { useSyncExternalStore } from 'react';
import { session, type Session } from './session';

/** The current session, or null when nobody is signed in. */
export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.getSession, session.getSession);
}
