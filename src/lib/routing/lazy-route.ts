/**
 * Every route is its own lazy chunk. A chunk that does not arrive within the chunk load
 * timeout (120 s, spec §9) fails like a network error, so the route's error boundary offers
 * a reload instead of an endless spinner.
 *
 * A route also waits for the texts of `common` that the first load leaves out (src/lib/i18n.ts,
 * deferred sections: errors, lifecycle, …), fetched in parallel with its chunk, so no page
 * shows a raw key. The few routes a face opens first (the workplace sign-in, the portal's
 * layout and home), whose pages use none of those sections, are `firstPaintRoute`s: they do
 * not wait, and their figure in `npm run bench -- bundle` is what the user loads.
 */
import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/constants';
import { commonTextsReady } from '../i18n';

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

/** Wraps a dynamic import for a route's `lazy`, adding the chunk load timeout and the deferred texts. */
export function lazyRoute(load: () => Promise<RouteModule>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): () => Promise<RouteModule> {
  return withTimeout(() => Promise.all([load(), commonTextsReady()]).then(([module]) => module), timeoutMs);
}

/**
 * For a route a face opens first whose page uses only the bundled sections of `common`
 * (app, nav, auth, portal, …): the chunk load timeout, without waiting for the deferred texts.
 */
export function firstPaintRoute(load: () => Promise<RouteModule>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): () => Promise<RouteModule> {
  return withTimeout(load, timeoutMs);
}

function withTimeout(load: () => Promise<RouteModule>, timeoutMs: number): () => Promise<RouteModule> {
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
