// @vitest-environment jsdom
/**
 * /admin/generavimas: the types' generated XSDs with their XML version and date, every version
 * published (each a download, an earlier one by ?schemaVersion=), and the schema versions their
 * documents are pinned to, the current one told from earlier ones.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import type { i18n as I18n } from 'i18next';
import { initI18n } from '../../../src/lib/i18n';
import { session } from '../../../src/lib/session';
import { Component as GenerationPage } from '../../../src/features/admin/routes/generation';

let i18n: I18n;
beforeAll(async () => {
  i18n = await initI18n('lt');
  await i18n.loadNamespaces(['admin']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage() {
  session.setSession({
    token: 't',
    user: { id: 1, displayName: 'A', roles: ['AD_administratorius'], idleMinutes: 15, consent: { terms: true, ntrServices: true, selfServiceContract: true }, firstSignIn: false },
  });
  const router = createMemoryRouter([{ path: '/admin/generavimas', element: <GenerationPage /> }], { initialEntries: ['/admin/generavimas'] });
  render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </I18nextProvider>,
  );
}

describe('the generavimas page', () => {
  it('lists each type with its XML version, date and the schema versions its documents are pinned to', async () => {
    const fetch = vi.fn(async () =>
      json({
        items: [
          {
            typeId: 'sutartine-hipoteka', title: 'Sutartinė hipoteka', family: 'documents', xmlVersion: 1, date: '2026-11-20', xsd: 'sutartine-hipoteka.xsd', schemaVersion: 'aaaaaaaaaaaaaaaa',
            published: [{ schemaVersion: 'aaaaaaaaaaaaaaaa', date: '2026-11-20', current: true }, { schemaVersion: '0000000000000001', date: '2025-03-01', current: false }],
            pinned: [{ schemaVersion: '0000000000000001', items: 2 }, { schemaVersion: 'aaaaaaaaaaaaaaaa', items: 5 }],
          },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Sugeneruotos XML schemos ir schemų versijos' });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/xml-schema-versions');
    const row = within(table).getByRole('row', { name: /Sutartinė hipoteka/ });
    expect(within(row).getByText('2026-11-20')).toBeTruthy();
    expect(within(row).getByText(/\(ankstesnė\): dokumentų: 2/)).toBeTruthy();
    expect(within(row).getByText(/\(dabartinė\): dokumentų: 5/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'XML schemų generavimas' })).toBeTruthy();
    // every published version is a download: the current by its name, an earlier one by its version
    const current = within(row).getByRole('link', { name: 'Atsisiųsti XSD: Sutartinė hipoteka, versija aaaaaaaaaaaaaaaa' });
    expect(current.getAttribute('href')).toBe('/api/xsdschema/sutartine-hipoteka.xsd');
    const earlier = within(row).getByRole('link', { name: 'Atsisiųsti XSD: Sutartinė hipoteka, versija 0000000000000001' });
    expect(earlier.getAttribute('href')).toBe('/api/xsdschema/sutartine-hipoteka.xsd?schemaVersion=0000000000000001');
    expect(within(row).getByText(/\(ankstesnė\), paskelbta 2025-03-01/)).toBeTruthy();
  });

  it('says when the list could not be read', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: 'errors.server' }, 500)));
    renderPage();
    expect(await screen.findByText('Nepavyko gauti duomenų. Atnaujinkite puslapį.')).toBeTruthy();
  });
});
