// @vitest-environment jsdom
/**
 * The portal's /paieska-apie-mane says of each logged use whether it was a search (its tab) or an entry opened from one,
 * and names its purpose by the classifier — a purpose retired since too.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';

vi.hoisted(() => {
  document.documentElement.dataset.face = 'portal';
});

import { portalRoutes } from '../../../src/app/portal/routes';
import { session } from '../../../src/lib/session';
import { renderApp } from '../app/render-app';
import { testSession } from '../auth/session-fixture';
import { stubNtrApi } from '../ntr-services/ntr-api-stub';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

describe('who searched my data', () => {
  it('names the kind of each use (a search tab or an opened entry) and its purpose by the classifier', { timeout: 60_000 }, async () => {
    session.setSession(testSession(['EL_FA'], { displayName: 'Jonas Petraitis', consent: { terms: true, ntrServices: true, selfServiceContract: true } }));
    const api = stubNtrApi();
    const use = { at: '2026-11-20T10:00:00.000Z', searcher: 'Greta Norkutė', organisation: 'AB „Pavyzdžių bankas“' };
    api.answer('GET /sav/search/about-me', {
      status: 200,
      body: {
        total: 2,
        page: 1,
        pageSize: 20,
        items: [
          { ...use, purpose: null, kind: 'irasas' },
          { ...use, purpose: 'mokesciu_administravimas', kind: 'fizinis' },
        ],
      },
    });
    // retired since: the names list keeps it (the options a form offers do not)
    api.answer('GET /sav/classifiers/paieskos-tikslai/names', {
      status: 200,
      body: { items: [{ code: 'mokesciu_administravimas', name_lt: 'Mokesčių administravimas', name_en: 'Tax administration' }] },
    });
    await renderApp(portalRoutes, '/paieska-apie-mane');
    const table = await screen.findByRole('table', { name: 'Kas ieškojo mano duomenų' });
    // the header row shows while the log loads: wait for the two uses
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows[0]).toContain('Paieškos rūšis');
    expect(rows[1]).toContain('Įrašo peržiūra');
    expect(rows[2]).toContain('Fizinis asmuo');
    await waitFor(() => expect(within(table).getAllByRole('row')[2].textContent).toContain('Mokesčių administravimas'));
  });
});
