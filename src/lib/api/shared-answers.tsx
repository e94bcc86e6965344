/**
 * Answers of the few GETs a first page shows (the footer's version, system-info for the
 * banners, the portal home's catalogue, the portal's cart count and terms), shared by every
 * component that asks, without SWR: a face's first paint then carries no SWR (decisions 0156,
 * 0168). One store per mounted app (`SharedAnswersProvider` in src/app/providers.tsx; tests
 * mount several apps). Each key is fetched once per store; a failed fetch is kept as the key's
 * error and tried again by the next component that mounts.
 */
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

type Listener = () => void;

export class SharedAnswers {
  private readonly values = new Map<string, unknown>();
  private readonly errors = new Map<string, unknown>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<Listener>();

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  get<T>(key: string): T | undefined {
    return this.values.get(key) as T | undefined;
  }

  /** Why the last fetch of `key` failed (undefined once it is answered). */
  error(key: string): unknown {
    return this.errors.get(key);
  }

  /** Fetches `key` unless it is answered or on its way. */
  load<T>(key: string, fetch: () => Promise<T>): Promise<void> {
    if (this.values.has(key)) return Promise.resolve();
    let pending = this.loading.get(key);
    if (!pending) {
      pending = fetch().then(
        (value) => {
          this.loading.delete(key);
          // a value set meanwhile (update) is newer than this answer
          if (!this.values.has(key)) this.set(key, value);
        },
        (error: unknown) => {
          this.loading.delete(key);
          this.errors.set(key, error ?? new Error(key));
          this.notify();
        },
      );
      this.loading.set(key, pending);
    }
    return pending;
  }

  set<T>(key: string, value: T): void {
    this.values.set(key, value);
    this.errors.delete(key);
    this.notify();
  }

  private notify() {
    this.listeners.forEach((listener) => listener());
  }

  /** Replaces the answer with `change(current)`; `current` is undefined when nothing has been answered yet. */
  update<T>(key: string, change: (current: T | undefined) => T): void {
    this.set(key, change(this.get<T>(key)));
  }
}

const SharedAnswersContext = createContext<SharedAnswers | null>(null);

export function SharedAnswersProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new SharedAnswers());
  return <SharedAnswersContext.Provider value={store}>{children}</SharedAnswersContext.Provider>;
}

/** The app's store (outside a provider: one of the component's own, so nothing leaks between apps). */
export function useSharedAnswers(): SharedAnswers {
  const provided = useContext(SharedAnswersContext);
  const [own] = useState(() => (provided ? null : new SharedAnswers()));
  return provided ?? own!;
}

/**
 * The shared answer of `key` and why it failed (both undefined while it is on its way),
 * fetched with `fetch` once per app; `enabled` false asks nothing (e.g. for a visitor).
 */
export function useSharedAnswerState<T>(key: string, fetch: () => Promise<T>, enabled = true): { data: T | undefined; error: unknown } {
  const store = useSharedAnswers();
  const data = useSyncExternalStore(store.subscribe, () => store.get<T>(key));
  const error = useSyncExternalStore(store.subscribe, () => store.error(key));
  useEffect(() => {
    if (enabled) void store.load(key, fetch);
    // `fetch` is the same request for the same key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key, enabled]);
  return enabled ? { data, error } : { data: undefined, error: undefined };
}

/** The shared answer of `key` (undefined until it arrives or when it failed), fetched with `fetch` once per app. */
export function useSharedAnswer<T>(key: string, fetch: () => Promise<T>): T | undefined {
  return useSharedAnswerState(key, fetch).data;
}
