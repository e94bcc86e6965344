// @vitest-environment jsdom
/**
 * A request type published in the schema studio since the build (decision 0157): the portal
 * finds it in the server's catalogue, offers it on the requests' home and opens it in the wizard
 * (drawn from the server's module, here the sublease request under another id); an address no
 * service holds still leads home.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, configure } from '@testing-library/react';

vi.hoisted(() => {
  document.documentElement.dataset.face = 'portal';
});

import { portalRoutes } from '../../../src/app/portal/routes';
import { session } from '../../../src/lib/session';
import { PRECOMPILED } from '../../../src/domain/generated/validators/index';
import type * as publishedType from '../../../src/lib/api/published-type';
import { importPublishedType, publishedTexts } from '../../../src/lib/api/published-type';
import { catalogueServices, NTR_SERVICES } from '../../../src/features/ntr-services/services';
import { renderApp } from '../app/render-app';
import { testSession } from '../auth/session-fixture';
import { stubNtrApi } from './ntr-api-stub';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

vi.mock('../../../src/lib/api/published-type', async (original) => ({
  ...(await original<typeof publishedType>()),
  importPublishedType: vi.fn(),
  publishedTexts: vi.fn(),
}));

const ID = 'irangos-nuomos-sutarties-sudarymas';
const TITLE = 'Įrangos nuomos sutarties sudarymas';
const ROUTE = '/ntr-paslaugos/irangos-nuoma/sudarymas';
const entry = (id: string, route: string, family = 'requests') => ({
  id,
  family,
  titleKey: `types.${id}.title`,
  route,
  createRoles: ['EL_FA'],
  lifecycle: 'request',
  schemaVersion: '0123456789abcdef',
});
const texts = { types: { [ID]: { title: TITLE } } };

vi.mocked(importPublishedType).mockImplementation(async (id) => ({
  module: { ...(await PRECOMPILED['nuomos-sutartis-sudarymas']()), typeId: id },
  texts: { lt: texts },
}));
vi.mocked(publishedTexts).mockImplementation(async () => texts);

const citizen = () => testSession(['EL_FA'], { displayName: 'Jonas Petraitis', consent: { terms: true, ntrServices: true, selfServiceContract: true } });

function withCatalogue() {
  const api = stubNtrApi();
  api.answer('GET /sav/catalog', { status: 200, body: [entry('nuomos-sutartis-sudarymas', '/ntr-paslaugos/nuomos-sutartis/sudarymas'), entry(ID, ROUTE)] });
  api.answer('GET /sav/requests', { status: 200, body: { items: [], total: 0, page: 1, pageSize: 20 } });
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

describe('catalogueServices', () => {
  it('adds the catalogue’s request types the build lacks, after the build’s; not another family’s, nor a route a build service holds', () => {
    const catalog = [
      entry(ID, ROUTE),
      entry('kitas', '/ntr-paslaugos/nuomos-sutartis/sudarymas'),
      entry('dokumentas', '/x/y', 'documents'),
      entry('nuoma', '/sutartis'),
    ];
    expect(catalogueServices(undefined)).toBe(NTR_SERVICES);
    expect(catalogueServices(catalog)).toEqual([...NTR_SERVICES, { group: 'irangos-nuoma', action: 'sudarymas', type: ID, path: ROUTE, published: true }]);
  });
});

describe('a request type published in the studio, in the portal', () => {
  it('is offered on the requests’ home beside the build’s', async () => {
    session.setSession(citizen());
    withCatalogue();
    await renderApp(portalRoutes, '/ntr-paslaugos/prasymai');
    const start = await screen.findByRole('link', { name: TITLE }, { timeout: 30_000 });
    expect(start.getAttribute('href')).toBe(`${ROUTE}/naujas/step/asmenys`);
    expect(screen.getByRole('link', { name: 'Nuomos sutarties sudarymas' }).getAttribute('href')).toBe(
      '/ntr-paslaugos/nuomos-sutartis/sudarymas/naujas/step/asmenys',
    );
  });

  it('opens in the wizard, drawn from the server’s module, and lists its requests', async () => {
    session.setSession(citizen());
    withCatalogue();
    await renderApp(portalRoutes, `${ROUTE}/naujas/step/asmenys`);
    expect(await screen.findByRole('heading', { level: 1, name: `${TITLE}: naujas prašymas` })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Duomenys' })).toBeTruthy();
    expect(vi.mocked(importPublishedType)).toHaveBeenCalledWith(ID, undefined);
    cleanup();
    await renderApp(portalRoutes, ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naujas prašymas' }).getAttribute('href')).toBe(`${ROUTE}/naujas/step/asmenys`);
  });

  it('leads home from an address no service of the catalogue holds', async () => {
    session.setSession(citizen());
    withCatalogue();
    const { router } = await renderApp(portalRoutes, '/ntr-paslaugos/nera-tokios/paslaugos');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/ntr-paslaugos/prasymai'), { timeout: 10_000 });
  });
});
