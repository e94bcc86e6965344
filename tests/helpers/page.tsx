/**
 * What a browser page test (jsdom) shares: Lithuanian texts with the page's namespaces, a
 * signed-in user, the page on a memory router inside a fresh SWR cache, JSON answers, and the
 * cleanup after each test. Use `pageTestSetup(namespaces)` at the top of the file, then
 * `renderPage(...)` in each test.
 */
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { initI18n } from '../../src/lib/i18n';
import { session } from '../../src/lib/session';

let i18n: I18n;

/** Loads the texts before the file's tests and cleans up after each (rendered tree, stubbed fetch, session). */
export function pageTestSetup(namespaces: string[]): void {
  beforeAll(async () => {
    i18n = await initI18n('lt');
    await i18n.loadNamespaces(namespaces);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    session.clearSession();
  });
}

/** The texts `pageTestSetup` loaded (for a helper that renders with its own providers). */
export const pageTexts = (): I18n => i18n;

/** A JSON answer of fetch. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Signs a user with these roles in (the session the API client reads). */
export const signInAs = (roles: string[], displayName = 'A') =>
  session.setSession({
    token: 't',
    user: { id: 1, displayName, roles, idleMinutes: 15, consent: { terms: true, ntrServices: true, selfServiceContract: true }, firstSignIn: false },
  });

/**
 * Renders `element` at route `path`, opened at `url` (default: the path), for a signed-in user
 * (default: an administrator). @returns the router (its location after navigation)
 */
export function renderPage(path: string, element: ReactElement, o: { url?: string; roles?: string[]; cache?: Map<string, unknown> } = {}) {
  signInAs(o.roles ?? ['AD_administratorius']);
  const router = createMemoryRouter([{ path, element }], { initialEntries: [o.url ?? path] });
  const cache = o.cache ?? new Map();
  render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => cache as never, dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </I18nextProvider>,
  );
  return router;
}
