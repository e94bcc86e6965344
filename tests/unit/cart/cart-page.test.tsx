// @vitest-environment jsdom
/**
 * The cart page at both addresses: the order with its amount in Lithuanian euro format and
 * Pay; back from the provider, the page hands the two query parameters to the server once,
 * shows the outcome and drops them from the address.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';

// The portal: the API client picks its base (/sav) when it is first imported.
vi.hoisted(() => {
  document.documentElement.dataset.face = 'portal';
});

import { portalRoutes } from '../../../src/app/portal/routes';
import { session } from '../../../src/lib/session';
import { renderApp } from '../app/render-app';
import { testSession } from '../auth/session-fixture';
import { stubNtrApi } from '../ntr-services/ntr-api-stub';

const ORDER = {
  paslaugaId: 'pazyma-misku-ukio',
  uzsakymasId: 5,
  family: 'certificates',
  status: 'laukia_apmokejimo',
  version: 2,
  amountCents: 348,
  currency: 'EUR',
  payable: true,
  paidAt: null,
  registryNumber: null,
  payments: [],
};
const PATH = '/sav/cart/pazyma-misku-ukio/5';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

const signedIn = () =>
  session.setSession(testSession(['EL_FA'], { displayName: 'Jonas Petraitis', consent: { terms: true, ntrServices: true, selfServiceContract: true } }));

describe('cart page', () => {
  it.each(['/krepselis/pazyma-misku-ukio/5', '/ntr-paslaugos/ntr-krepselis/pazyma-misku-ukio/5'])('%s shows the order, its amount and Pay', async (address) => {
    signedIn();
    const api = stubNtrApi();
    api.answer(`GET ${PATH}`, { status: 200, body: ORDER });
    await renderApp(portalRoutes, address);
    expect(await screen.findByRole('heading', { level: 1, name: 'Krepšelis' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Mokėti 3,48\s€/ })).toBeTruthy();
  });

  it('back from the provider: confirms once, shows the payment and drops the query', async () => {
    signedIn();
    const api = stubNtrApi();
    api.answer(`GET ${PATH}`, { status: 200, body: ORDER });
    api.answer(`POST ${PATH}/confirm`, {
      status: 200,
      body: { ...ORDER, status: 'iregistruotas', payable: false, paidAt: '2026-11-21T10:00:00Z', registryNumber: 'NTR-2026-000007' },
    });
    const { router } = await renderApp(portalRoutes, '/krepselis/pazyma-misku-ukio/5?mokejimas=p1&patvirtinimas=apmoketas.sig');
    expect(await screen.findByText('Mokėjimas gautas. Užsakymas perduotas registrui.')).toBeTruthy();
    expect(api.callsTo('POST', `${PATH}/confirm`).map((c) => c.body)).toEqual([{ payment: 'p1', confirmation: 'apmoketas.sig' }]);
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('NTR-2026-000007')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mokėti/ })).toBeNull();
  });

  it('another citizen’s or a free item’s order is not found', async () => {
    signedIn();
    stubNtrApi();
    await renderApp(portalRoutes, '/krepselis/pazyma-misku-ukio/5');
    expect(await screen.findByText('Užsakymas nerastas.')).toBeTruthy();
  });
});
