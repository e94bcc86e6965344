/**
 * Every route is its own lazy chunk. A chunk that does not arrive within the chunk load
 * timeout (120 s, spec §9) fails like a network error, so the route's error boundary offers
 * a reload instead of an endless spinner.
 */
import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../domain/constants';

/** What a route module exports (react-router's lazy route properties we use). */
export interface RouteModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

export class ChunkLoadError extends Error {
  constructor() {
    super('A page chunk did not load in time');
    this.name = 'ChunkLoadError';
  }
}

/** Wraps a dynamic import for a route's `lazy`, adding the chunk load timeout. */
export function lazyRoute(load: () => Promise<RouteModule>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): () => Promise<RouteModule> {
  return () =>
    new Promise<RouteModule>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve({ Component: module.Component, ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}) });
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

/** True for errors that mean "the page's code could not be fetched" (timeout, network, new deployment). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(message);
}
