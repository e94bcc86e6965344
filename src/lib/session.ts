/**
 * The browser's session: the access token and the signed-in user, kept in sessionStorage
 * (per tab, gone when the tab closes: a registry workstation is often shared). Deliberately
 * tiny: sign-in, logout, consent and idle expiry live in src/features/auth and build on
 * setSession/clearSession. The server re-reads roles on every request, so the roles and
 * consent flags kept here only shape the UI (guard, menus, titles); they never grant anything.
 * A stored value of an older shape reads as "signed out" (the user signs in again).
 */

export interface ConsentFlags {
  /** the terms of use (snau_sutikimas_su_salygomis): the workplace guard's consent rule */
  terms: boolean;
  /** the real-property services' own terms (snau_sutikimas_su_salygomis_ntrpaslaugos) */
  ntrServices: boolean;
  /** the self-service contract (snau_savitarnos_sutartis): the portal's consent dialog; a first sign-in resets it */
  selfServiceContract: boolean;
}

export interface SessionUser {
  id: number;
  displayName: string;
  roles: readonly string[];
  /** idle minutes after which the session ends (atjungimo_laikas, already defaulted to 15 when not above zero) */
  idleMinutes: number;
  consent: ConsentFlags;
  /** this sign-in was the account's first (pirmas_prisijungimas): the consent flow runs before anything else */
  firstSignIn: boolean;
  /** the user's accessibility mode (snau_prieinamumo_rezimas, spec §9); absent = off */
  accessibilityMode?: boolean;
}

export interface Session {
  token: string;
  user: SessionUser;
  /** the central self-service session id (xid) the portal was entered with, kept for the central site's calls */
  xid?: string | null;
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

const isFlag = (value: unknown): value is boolean => typeof value === 'boolean';

function isConsent(value: unknown): value is ConsentFlags {
  if (typeof value !== 'object' || value === null) return false;
  const { terms, ntrServices, selfServiceContract } = value as Partial<ConsentFlags>;
  return isFlag(terms) && isFlag(ntrServices) && isFlag(selfServiceContract);
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { token, user, xid } = value as Partial<Session>;
  return (
    typeof token === 'string' &&
    token.length > 0 &&
    (xid === undefined || xid === null || typeof xid === 'string') &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'number' &&
    typeof user.displayName === 'string' &&
    Array.isArray(user.roles) &&
    user.roles.every((r) => typeof r === 'string') &&
    typeof user.idleMinutes === 'number' &&
    user.idleMinutes > 0 &&
    isConsent(user.consent) &&
    isFlag(user.firstSignIn)
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
