// @vitest-environment jsdom
/**
 * The portal keeps its SWR answers for the session (decision 0171): a page's answer fetched
 * once is on screen at once when the user comes back to it from the home page, which paints
 * without SWR, while SWR asks again behind it. A new app starts with nothing kept.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { portalRoutes } from '../../../src/app/portal/routes';
import { AppProviders } from '../../../src/app/providers';
import { portalTheme } from '../../../src/app/theme';
import { i18n, initI18n } from '../../../src/lib/i18n';
import { stubApi } from './render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NO_NOTICES = 'Gautų pranešimų nėra.';

/** The portal as main.tsx mounts it (no data host above the routes), at `path`. */
async function mountPortal(path: string) {
  await initI18n('lt');
  const router = createMemoryRouter(portalRoutes, { initialEntries: [path] });
  await act(async () => {
    render(
      <AppProviders theme={portalTheme} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  return router;
}

/** fetch: the shells' calls as stubApi answers them; /notices answers "none" the first time, then never. */
function stubNotices() {
  const shells = stubApi();
  let asked = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    if (!new URL(String(input), 'http://localhost').pathname.endsWith('/notices')) return shells(input);
    asked += 1;
    if (asked > 1) return new Promise<Response>(() => undefined);
    return new Response(JSON.stringify({ items: [], total: 0 }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { asked: () => asked };
}

describe('portal SWR store', () => {
  it('a page revisited after the home page shows its answer while SWR asks again', async () => {
    const notices = stubNotices();
    const router = await mountPortal('/pranesimai');
    expect(await screen.findByText(NO_NOTICES)).toBeTruthy();
    expect(notices.asked()).toBe(1);

    await act(() => router.navigate('/paslaugos'));
    await screen.findByRole('heading', { level: 1, name: 'Paslaugos' });
    expect(screen.queryByText(NO_NOTICES)).toBeNull();

    await act(() => router.navigate('/pranesimai'));
    await screen.findByRole('heading', { level: 1, name: 'Pranešimai' });
    // a second answer never comes (SWR asks again, or not within its deduping interval): what shows is the kept one
    expect(await screen.findByText(NO_NOTICES)).toBeTruthy();
    expect(notices.asked()).toBeLessThanOrEqual(2);
  });

  it('the answer is kept across the two pathless hosts (pages, services of a kind)', async () => {
    const notices = stubNotices();
    const router = await mountPortal('/pranesimai');
    await screen.findByText(NO_NOTICES);
    // the services' host mounts while the pages' host leaves
    await act(() => router.navigate('/paslaugos/ikeitimai'));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Pranešimai' })).toBeNull());
    await act(() => router.navigate('/pranesimai'));
    // as above: only the kept answer can show
    expect(await screen.findByText(NO_NOTICES)).toBeTruthy();
    expect(notices.asked()).toBeLessThanOrEqual(2);
  });

  it('a new app keeps nothing of another', async () => {
    const notices = stubNotices();
    await mountPortal('/pranesimai');
    await screen.findByText(NO_NOTICES);
    cleanup();
    await mountPortal('/pranesimai');
    await screen.findByRole('heading', { level: 1, name: 'Pranešimai' });
    await vi.waitFor(() => expect(notices.asked()).toBe(2));
    expect(screen.queryByText(NO_NOTICES)).toBeNull();
    expect(screen.getByRole('status').textContent).toBeTruthy();
  });
});
