// @vitest-environment jsdom
/**
 * The certificate pages in the portal's route table (memory router, API stubbed at fetch):
 * the plot choice starts a land plot plan order with the chosen plot and the applicant
 * prefilled; an issued order shows its number and PDF; another citizen's order is not found;
 * the list and /dokumentai show the issued certificates with their PDFs (or why not).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';

vi.hoisted(() => {
  document.documentElement.dataset.face = 'portal';
});

import { portalRoutes } from '../../../src/app/portal/routes';
import { session } from '../../../src/lib/session';
import { renderApp } from '../app/render-app';
import { testSession } from '../auth/session-fixture';
import { page, stubNtrApi } from '../ntr-services/ntr-api-stub';

const citizen = () => testSession(['EL_FA'], { displayName: 'Jonas Petraitis', consent: { terms: true, ntrServices: true, selfServiceContract: true } });
const JONAS = { asmensTipas: 'fizinis', vardas: 'Jonas', pavarde: 'Petraitis', asmensKodas: '38703181745' };
const PLOTS = [
  {
    unikalusNr: '4400-1001-0011',
    kadastroNr: '5260/0003:11',
    savivaldybe: 'Kėdainių r. sav.',
    adresas: 'Šėtos sen., Ąžuolų k.',
    plotasHa: '4,8500',
    plotasM2: 48_500,
    paskirtis: 'zemes_ukio',
    dalis: '1/1',
  },
  {
    unikalusNr: '4400-2002-0021',
    kadastroNr: '4145/0007:21',
    savivaldybe: 'Ukmergės r. sav.',
    adresas: 'Želvos sen., Girelės k.',
    plotasHa: '21,0000',
    plotasM2: 210_000,
    paskirtis: 'misku_ukio',
    dalis: '1/1',
  },
];
const ISSUED = [
  {
    id: 5,
    type: 'pazyma-zemes-sklypas',
    number: 'NTR-2026-000001',
    issuedAt: '2026-11-20T10:00:00Z',
    keepUntil: '2026-12-20',
    available: true,
    fileName: 'pazyma-NTR-2026-000001.pdf',
    size: 1234,
  },
  {
    id: 3,
    type: 'pazyma-zemes-ukio',
    number: 'NTR-2026-000000',
    issuedAt: '2026-09-01T10:00:00Z',
    keepUntil: '2026-10-01',
    available: false,
    fileName: 'pazyma-NTR-2026-000000.pdf',
    size: 999,
  },
];

beforeAll(() => {
  // the list tables are virtualized: give jsdom a viewport so their rows render
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(960);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

function certificatesApi() {
  const api = stubNtrApi();
  api.answer('GET /sav/land-plots', { status: 200, body: { items: PLOTS } });
  api.answer('GET /sav/certificate-applicant', { status: 200, body: { pareiskejas: JONAS } });
  api.answer('GET /sav/certificate-pdfs', { status: 200, body: { items: ISSUED } });
  return api;
}

describe('certificates in the portal', () => {
  it('zemes-sklypas/sklypai: the citizen chooses a plot and the wizard starts with it and with himself as the applicant', { timeout: 60_000 }, async () => {
    session.setSession(citizen());
    certificatesApi();
    const { router } = await renderApp(portalRoutes, '/ntr-paslaugos/zemes-sklypas/sklypai');
    const table = await screen.findByRole('table', { name: 'Jūsų žemės sklypai' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tęsti' })));
    expect(screen.getByRole('alert').textContent).toBe('Pasirinkite bent vieną sklypą.');
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Pasirinkti sklypą 4145/0007:21' })));
    expect((screen.getByRole('checkbox', { name: 'Pasirinkti sklypą 4145/0007:21' }) as HTMLInputElement).checked).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tęsti' })));
    // the wizard is a lazy route: the address changes once its module is loaded
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/ntr-paslaugos/zemes-sklypas/naujas/step/asmenys'), { timeout: 10_000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nauja pažyma: Žemės sklypo planas' }, { timeout: 10_000 })).toBeTruthy();
    expect((document.getElementById('pareiskejas.asmensKodas') as HTMLInputElement).value).toBe('38703181745');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Toliau' })));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/ntr-paslaugos/zemes-sklypas/naujas/step/sklypai'));
    expect(screen.getByRole('main').textContent).toContain('4145/0007:21');
    expect(screen.getByRole('main').textContent).not.toContain('5260/0003:11');
  });

  it('an issued order shows its number and the PDF; another citizen’s order is not found', async () => {
    session.setSession(citizen());
    const api = certificatesApi();
    api.answer('GET /sav/certificates/5', {
      status: 200,
      body: {
        id: 5,
        type: 'pazyma-zemes-sklypas',
        status: 'iregistruotas',
        version: 4,
        schemaVersion: 'x',
        data: {},
        allowedActions: [],
        editable: false,
        lock: null,
        createdAt: '2026-11-20T10:00:00Z',
        updatedAt: '2026-11-20T10:00:00Z',
      },
    });
    await renderApp(portalRoutes, '/ntr-paslaugos/zemes-sklypas/5/step/asmenys');
    expect(await screen.findByText('Pažyma išduota, Nr. NTR-2026-000001.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Atsisiųsti pažymą NTR-2026-000001 (PDF)' })).toBeTruthy();
    cleanup();
    await renderApp(portalRoutes, '/ntr-paslaugos/zemes-sklypas/6/step/asmenys');
    expect(await screen.findByText('Tokio užsakymo nėra.')).toBeTruthy();
  });

  it('an order in preparation holds its certificate lock; held by someone else, the page says who', async () => {
    session.setSession(citizen());
    const api = certificatesApi();
    const order = {
      id: 7,
      type: 'pazyma-misku-ukio',
      status: 'rengiamas',
      version: 1,
      schemaVersion: 'x',
      data: { pareiskejas: JONAS, tikslas: { pateikimoVieta: 'bankas' } },
      allowedActions: ['pasirasyti'],
      editable: true,
      lock: null,
      createdAt: '2026-11-20T10:00:00Z',
      updatedAt: '2026-11-20T10:00:00Z',
    };
    api.answer('GET /sav/certificates/7', { status: 200, body: order });
    api.answer('POST /sav/ntrpaslaugos/pazyma-lock', {
      status: 200,
      body: { lock: { holder: { userId: 9, name: 'Ona Jankauskienė' }, since: '2026-11-20T09:00:00Z', expiresAt: '2026-11-20T09:02:00Z', mine: false } },
    });
    await renderApp(portalRoutes, '/ntr-paslaugos/misku-ukio/7/step/asmenys');
    expect(await screen.findByText(/^Pažymą redaguoja Ona Jankauskienė nuo /)).toBeTruthy();
    expect(api.callsTo('POST', '/sav/ntrpaslaugos/pazyma-lock')[0]?.body).toEqual({ paz_id: 7, lock: true });
  });

  it('/dokumentai lists the issued certificates: a PDF while it is kept, the reason when it is not', async () => {
    session.setSession(citizen());
    certificatesApi();
    await renderApp(portalRoutes, '/dokumentai');
    const section = await screen.findByRole('region', { name: 'Išduotos pažymos' });
    await within(section).findByRole('button', { name: 'Atsisiųsti pažymą NTR-2026-000001 (PDF)' });
    const expired = within(section)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('NTR-2026-000000'));
    expect(expired?.textContent).toContain('Saugojimo laikas baigėsi');
  });

  it('pazyma/sarasas lists the orders with their status, number and PDF', async () => {
    session.setSession(citizen());
    const api = certificatesApi();
    api.answer(
      'GET /sav/certificates',
      page([
        {
          id: 5,
          type: 'pazyma-zemes-sklypas',
          status: 'iregistruotas',
          version: 4,
          createdAt: '2026-11-20T10:00:00Z',
          updatedAt: '2026-11-20T10:00:00Z',
          parties: [],
        },
        {
          id: 7,
          type: 'pazyma-misku-ukio',
          status: 'rengiamas',
          version: 1,
          createdAt: '2026-11-20T10:00:00Z',
          updatedAt: '2026-11-20T10:00:00Z',
          parties: [],
        },
      ]),
    );
    await renderApp(portalRoutes, '/ntr-paslaugos/pazyma/sarasas');
    const table = await screen.findByRole('table', { name: 'Užsakytos pažymos' });
    await within(table).findByRole('button', { name: 'Atsisiųsti pažymą NTR-2026-000001 (PDF)' });
    expect(within(table).getByRole('link', { name: '7' }).getAttribute('href')).toBe('/ntr-paslaugos/misku-ukio/7/step/asmenys');
    expect(table.textContent).toContain('Miškų ūkio paskirties žemė');
  });
});
