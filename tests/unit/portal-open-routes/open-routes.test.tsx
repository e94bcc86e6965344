// @vitest-environment jsdom
/**
 * The portal's open routes added for spec §2.3 (/ntr-registras/{registrasNr},
 * /gautas-ntr-pranesimas/{pranesimas}, /sign/{objektasID}) in the portal's real route table,
 * mounted in a memory router with fetch answering the API.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { portalRoutes } from '../../../src/app/portal/routes';
import { renderApp } from '../app/render-app';

const ENTRY = {
  registryNumber: 'NTR-2026-000007',
  type: 'seimos-turtas-iregistravimas',
  titleKey: 'types.seimos-turtas-iregistravimas.title',
  status: 'iregistruotas',
  registeredAt: '2026-11-18T09:30:00.000Z',
  realPropertyUnits: ['4400-5512-3017', '1098-8012-4017:0014'],
};

/** fetch answering the registry entry (or `registryStatus`), and 404 for anything else. */
function stubFetch(registryStatus = 200) {
  const mock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.includes('/ntr-registry/')) {
      return registryStatus === 200
        ? json(ENTRY, 200)
        : json({ message: registryStatus === 404 ? 'errors.registry_entry_not_found' : 'errors.registry_number_invalid' }, registryStatus);
    }
    if (url.endsWith('/version')) return json({ version: '1.3.16' }, 200);
    return json({ message: 'errors.not_found' }, 404);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

const registryCalls = (mock: ReturnType<typeof stubFetch>) => mock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/ntr-registry/'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/ntr-registras/:registrasNr', () => {
  it('shows the public facts of a registered entry without signing in', async () => {
    const fetchMock = stubFetch();
    await renderApp(portalRoutes, '/ntr-registras/NTR-2026-000007');
    expect(await screen.findByRole('heading', { level: 1, name: 'Įrašas Nekilnojamojo turto registre' })).toBeTruthy();
    expect(await screen.findByText('NTR-2026-000007')).toBeTruthy();
    expect(screen.getByText('Šeimos turto įregistravimas')).toBeTruthy();
    expect(screen.getByText('Įregistruotas')).toBeTruthy();
    expect(screen.getByText('4400-5512-3017')).toBeTruthy();
    expect(screen.getByText('1098-8012-4017:0014')).toBeTruthy();
    expect(registryCalls(fetchMock)).toEqual([expect.stringMatching(/\/ntr-registry\/NTR-2026-000007$/)]);
  });

  it('says nothing is registered under an unknown number', async () => {
    stubFetch(404);
    await renderApp(portalRoutes, '/ntr-registras/NTR-2026-999999');
    expect(await screen.findByText('Pagal šį registro numerį įregistruoto įrašo nėra.')).toBeTruthy();
  });

  it('refuses a malformed number without asking the server', async () => {
    const fetchMock = stubFetch();
    await renderApp(portalRoutes, '/ntr-registras/STSR-2026-000001');
    expect(await screen.findByText('Neteisingas registro numeris (pvz., NTR-2026-000123).')).toBeTruthy();
    expect(registryCalls(fetchMock)).toEqual([]);
  });

  it('reads in English too', async () => {
    stubFetch();
    await renderApp(portalRoutes, '/ntr-registras/NTR-2026-000007', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entry in the Real Property Register' })).toBeTruthy();
    expect(await screen.findByText('Unique numbers of the real-property units')).toBeTruthy();
  });
});

describe('/gautas-ntr-pranesimas/:pranesimas', () => {
  it('leads to the real-property services’ received-notice page with the same token', async () => {
    stubFetch();
    const { router } = await renderApp(portalRoutes, '/gautas-ntr-pranesimas/abc_DEF-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ntr-paslaugos/gautas-pranesimas/abc_DEF-123'));
  });
});

describe('/sign/:objektasID', () => {
  it('leads to the object page with the sign flag', async () => {
    stubFetch();
    const { router } = await renderApp(portalRoutes, '/sign/42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dokumentas/42'));
    expect(router.state.location.search).toBe('?sign=1');
  });

  it('sends a malformed id to the portal home', async () => {
    stubFetch();
    const { router } = await renderApp(portalRoutes, '/sign/0x1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/paslaugos'));
  });
});
