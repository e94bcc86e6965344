/**
 * A small typed event bus for the app-wide signals of spec §8. The API client emits them;
 * the shells (src/app) decide what the user sees: data-error in red, data-ok in green,
 * access-denied → the 403 page, auth-failed → back to login (the Identity guard).
 */

export interface AppEvents {
  /** A response carried an `error` element. */
  'api-failed': { status: number; message: string; url: string };
  /** 401: the session is missing, expired or revoked. */
  'auth-failed': { url: string };
  /** 403: the user may not do this. */
  'access-denied': { url: string; message: string };
  /** 404 or another data problem to show in red. */
  'data-error': { message: string; url?: string };
  /** A data operation succeeded; shown in green. */
  'data-ok': { message: string };
}

export type Listener<T> = (payload: T) => void;

export interface EventBus<E> {
  /** Subscribes; returns the function that unsubscribes. */
  on<K extends keyof E>(type: K, listener: Listener<E[K]>): () => void;
  emit<K extends keyof E>(type: K, payload: E[K]): void;
}

/** Creates an independent bus (tests make their own; the app uses `events`). */
export function createEventBus<E>(): EventBus<E> {
  const listeners = new Map<keyof E, Set<Listener<never>>>();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(type, set);
      return () => {
        set.delete(listener as Listener<never>);
      };
    },
    emit(type, payload) {
      // Copy first: a listener may unsubscribe while we iterate.
      for (const listener of [...(listeners.get(type) ?? [])]) (listener as Listener<typeof payload>)(payload);
    },
  };
}

/** The app-wide bus. */
export const events: EventBus<AppEvents> = createEventBus<AppEvents>();
