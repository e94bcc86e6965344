// @vitest-environment jsdom
/**
 * The portal home (/paslaugos) for a visitor: the object groups and an invitation to sign in,
 * no catalogue request (it is for signed-in users, 401 otherwise) and no failure message.
 * Signed in, the services the user may order are listed from the catalogue.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import type { i18n as I18n } from 'i18next';
import { initI18n } from '../../../src/lib/i18n';
import { session } from '../../../src/lib/session';
import { Component as ServicesPage } from '../../../src/features/self-service/routes/services-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await initI18n('lt');
  await i18n.loadNamespaces(['selfService']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/paslaugos', element: <ServicesPage /> }], { initialEntries: ['/paslaugos'] });
  render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </I18nextProvider>,
  );
}

describe('the portal home', () => {
  it('invites a visitor to sign in and asks the API nothing', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 401, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    renderPage();
    const link = await screen.findByRole('link', { name: 'Prisijunkite, kad galėtumėte užsakyti prašymus dėl juridinių faktų ir pažymas.' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Įkeitimai' })).toBeTruthy();
    expect(screen.queryByText('Paslaugų sąrašo įkelti nepavyko.')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lists the services a signed-in citizen may order', async () => {
    const catalog = [
      {
        id: 'nuomos-sutartis-sudarymas',
        family: 'requests',
        titleKey: 'types.nuomos-sutartis-sudarymas.title',
        route: '/ntr-paslaugos/x',
        createRoles: ['EL_FA'],
        lifecycle: 'request',
      },
      {
        id: 'sutartine-hipoteka',
        family: 'documents',
        titleKey: 'types.sutartine-hipoteka.title',
        route: '/d',
        createRoles: ['DT_notaras'],
        lifecycle: 'document',
      },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(catalog), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    session.setSession({
      token: 't',
      user: {
        id: 1,
        displayName: 'Jonas',
        roles: ['EL_FA'],
        idleMinutes: 15,
        consent: { terms: true, ntrServices: true, selfServiceContract: true },
        firstSignIn: false,
      },
    });
    renderPage();
    expect((await screen.findByRole('link', { name: /Nuomos sutarties sudarymas/ })).getAttribute('href')).toBe('/ntr-paslaugos/x');
    expect(screen.queryByRole('link', { name: /Prisijunkite/ })).toBeNull();
  });
});
