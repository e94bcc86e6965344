/**
 * The browser's session: the access token and the signed-in user, kept in sessionStorage
 * (per tab, gone when the tab closes: a registry workstation is often shared). Deliberately
 * tiny — the Identity work builds login, logout, consent and idle expiry on top of it and
 * may add fields to SessionUser. The server re-reads roles on every request, so the roles
 * kept here only shape the UI (menus, titles); they never grant anything.
 */

export interface SessionUser {
  id: number;
  displayName: string;
  roles: readonly string[];
}

export interface Session {
  token: string;
  user: SessionUser;
}

export interface SessionStore {
  getSession(): Session | null;
  getToken(): string | null;
  setSession(session: Session): void;
  clearSession(): void;
  /** Calls the listener after every change; returns the function that unsubscribes. */
  subscribe(listener: () => void): () => void;
}

export const SESSION_STORAGE_KEY = 'sesija';

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { token, user } = value as Partial<Session>;
  return (
    typeof token === 'string' &&
    token.length > 0 &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'number' &&
    typeof user.displayName === 'string' &&
    Array.isArray(user.roles) &&
    user.roles.every((r) => typeof r === 'string')
  );
}

function readStored(storage: Storage | null): Session | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    // Corrupt or inaccessible storage means "not signed in", never a crash.
    return null;
  }
}

/** Creates a store over the given storage (null: memory only, e.g. storage disabled). */
export function createSessionStore(storage: Storage | null): SessionStore {
  let current = readStored(storage);
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());
  return {
    getSession: () => current,
    getToken: () => current?.token ?? null,
    setSession(session) {
      current = session;
      try {
        storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      } catch {
        // Storage full or blocked: the session still lives for this page.
      }
      changed();
    },
    clearSession() {
      if (current === null && !storage?.getItem(SESSION_STORAGE_KEY)) return;
      current = null;
      try {
        storage?.removeItem(SESSION_STORAGE_KEY);
      } catch {
        // nothing stored that we could remove
      }
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The app-wide session. */
export const session: SessionStore = createSessionStore(browserStorage());
