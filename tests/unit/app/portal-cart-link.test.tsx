// @vitest-environment jsdom
/**
 * The portal header's cart link (issue #17 item 8): a signed-in citizen sees "Krepšelis (n)",
 * n the items still waiting for payment (paid and issued ones are not counted), leading to
 * /krepselis; a visitor sees no cart.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';

vi.hoisted(() => {
  document.documentElement.dataset.face = 'portal';
});

import { portalRoutes } from '../../../src/app/portal/routes';
import { session } from '../../../src/lib/session';
import { renderApp } from './render-app';
import { testSession } from '../auth/session-fixture';
import { stubNtrApi } from '../ntr-services/ntr-api-stub';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

const item = (id: number, busena: string) => ({ id, busena });

describe('the portal header cart link', () => {
  it('counts the items waiting in the cart and leads to it', async () => {
    session.setSession(testSession(['EL_FA']));
    const api = stubNtrApi();
    api.answer('GET /sav/cart-items', {
      status: 200,
      body: { items: [item(1, 'krepselyje'), item(2, 'krepselyje'), item(3, 'apmoketas')], totalCents: 696, currency: 'EUR' },
    });
    await renderApp(portalRoutes, '/pranesimai');
    const header = await screen.findByRole('banner', {}, { timeout: 10_000 });
    const link = await within(header).findByRole('link', { name: 'Krepšelis (2)' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/krepselis');
  });

  it('follows the cart page: a payment confirmed there changes the count', async () => {
    session.setSession(testSession(['EL_FA']));
    const api = stubNtrApi();
    const cart = (items: ReturnType<typeof item>[]) => ({ status: 200, body: { items, totalCents: 696, currency: 'EUR' } });
    api.answer('GET /sav/cart-items', cart([item(1, 'krepselyje'), item(2, 'krepselyje')]));
    const { router } = await renderApp(portalRoutes, '/krepselis');
    const header = await screen.findByRole('banner', {}, { timeout: 10_000 });
    await within(header).findByRole('link', { name: 'Krepšelis (2)' }, { timeout: 10_000 });
    api.answer('POST /sav/cart-items/confirm', { status: 200, body: {} });
    api.answer('GET /sav/cart-items', cart([item(1, 'apmoketas'), item(2, 'apmoketas')]));
    await act(() => router.navigate('/krepselis?mokejimas=p1&patvirtinimas=apmoketas.sig'));
    expect(await within(header).findByRole('link', { name: 'Krepšelis (0)' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('is not shown to a visitor', async () => {
    const api = stubNtrApi();
    await renderApp(portalRoutes, '/paslaugos');
    await screen.findByRole('heading', { level: 1, name: 'Paslaugos' }, { timeout: 10_000 });
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: /Krepšelis/ })).toBeNull();
    expect(api.callsTo('GET', '/sav/cart-items')).toEqual([]);
  });
});
