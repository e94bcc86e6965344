// @vitest-environment jsdom
/**
 * The received-notice page at its two portal addresses (one page since session 3):
 * /gautas-pranesimas/:token (the notices feature: any document's decision, with the reasons of
 * a return) and /ntr-paslaugos/gautas-pranesimas/:token (the NTR services: a request's
 * decision, the request link and the signed request's download). Open routes: the token is
 * the key; a signed-in user also gets the links; a wrong token is "not found".
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
import { page, stubNtrApi } from '../ntr-services/ntr-api-stub';

const RETURNED = {
  token: 'tok_grazintas',
  kind: 'grazintas',
  channel: 'sistema',
  recipientName: 'Jonas Petraitis',
  createdAt: '2026-11-20T10:00:00Z',
  content: {
    documentId: 12,
    documentType: 'sutartine-hipoteka',
    noticeKind: 'grazintas',
    status: 'grazintas',
    decidedAt: '2026-11-20T09:00:00Z',
    decidedBy: 'Registratorė Ona',
    providerName: 'Notarų biuras',
    registryNumber: null,
    entryRegistryNumber: null,
    grazinimas: { priezastis: 'Trūksta duomenų', aprasymas: 'Nenurodyta suma' },
  },
};

const REGISTERED = {
  token: 'tok_ntr',
  kind: 'iregistruotas',
  channel: 'sistema',
  recipientName: 'Jonas Petraitis',
  createdAt: '2026-11-21T10:00:00Z',
  content: {
    documentId: 5,
    documentType: 'nuomos-sutartis-sudarymas',
    noticeKind: 'iregistruotas',
    status: 'iregistruotas',
    decidedAt: '2026-11-21T09:00:00Z',
    decidedBy: 'Registratorius Petras',
    providerName: 'Registrų centras',
    registryNumber: 'NTR-2026-000005',
    entryRegistryNumber: null,
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

const facts = () => {
  const list = document.querySelector('dl');
  if (!list) throw new Error('no facts list');
  return [...list.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
};

describe('/gautas-pranesimas/:token (notices)', () => {
  it('shows a returned document’s decision and reasons; signed in, a link to the document', async () => {
    session.setSession(testSession(['EL_FA']));
    const api = stubNtrApi();
    api.answer('GET /sav/notices/tok_grazintas', { status: 200, body: RETURNED });
    await renderApp(portalRoutes, '/gautas-pranesimas/tok_grazintas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pranešimas apie grąžinimą patikslinti' }, { timeout: 10_000 })).toBeTruthy();
    const shown = facts();
    expect(shown).toContainEqual(['Gavėjas', 'Jonas Petraitis']);
    expect(shown).toContainEqual(['Dokumentas', 'Nr. 12']);
    // the type's title, never its id (issue #17 item 8)
    await waitFor(() => expect(facts()).toContainEqual(['Dokumento tipas', 'Sutartinė hipoteka']));
    expect(shown).toContainEqual(['Sprendimą priėmė', 'Registratorė Ona']);
    expect(shown).toContainEqual(['Teikėjas', 'Notarų biuras']);
    expect(shown).toContainEqual(['Grąžinimo priežastis', 'Trūksta duomenų']);
    expect(shown).toContainEqual(['Aprašymas', 'Nenurodyta suma']);
    expect(shown.map(([name]) => name)).not.toContain('Registro numeris');
    expect(screen.getByRole('link', { name: 'Atidaryti dokumentą' }).getAttribute('href')).toBe('/dokumentas/12/registrui');
  });

  it('a request to confirm a document opens the portal’s approval page (the object page shows registered entries only)', async () => {
    session.setSession(testSession(['EL_FA']));
    const api = stubNtrApi();
    const asked = {
      ...RETURNED,
      token: 'tok_patvirtinti',
      kind: 'prasoma_patvirtinti',
      content: {
        ...RETURNED.content,
        documentId: 14,
        documentType: 'panauda',
        noticeKind: 'prasoma_patvirtinti',
        status: 'prasoma_patvirtinti',
        grazinimas: undefined,
      },
    };
    api.answer('GET /sav/notices/tok_patvirtinti', { status: 200, body: asked });
    await renderApp(portalRoutes, '/gautas-pranesimas/tok_patvirtinti');
    const link = await screen.findByRole('link', { name: 'Atidaryti dokumentą' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/patvirtinimai/14');
  });

  it('the list of notices names each document type by its title, not its id', async () => {
    session.setSession(testSession(['EL_FA']));
    const api = stubNtrApi();
    const row = {
      id: 3,
      token: 'tok_ntr',
      kind: 'iregistruotas',
      createdAt: '2026-11-21T10:00:00Z',
      documentId: 5,
      documentType: 'panaudos-sutartis-sudarymas',
      registryNumber: 'NTR-2026-000005',
    };
    api.answer('GET /sav/notices', page([row]));
    await renderApp(portalRoutes, '/pranesimai');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(await within(table).findByText('Panaudos sutarties sudarymas')).toBeTruthy();
    expect(within(table).queryByText('panaudos-sutartis-sudarymas')).toBeNull();
  });

  it('a wrong token is not found, and asks no sign-in', async () => {
    stubNtrApi();
    await renderApp(portalRoutes, '/gautas-pranesimas/nera');
    expect(await screen.findByText('Pranešimas nerastas.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Gautas pranešimas' })).toBeTruthy();
  });
});

describe('/ntr-paslaugos/gautas-pranesimas/:token (NTR services)', () => {
  it('shows a registered request’s decision; signed in, the request link and the signed request download', async () => {
    session.setSession(testSession(['EL_FA'], { consent: { terms: true, ntrServices: true, selfServiceContract: true } }));
    const api = stubNtrApi();
    api.answer('GET /sav/notices/tok_ntr', { status: 200, body: REGISTERED });
    await renderApp(portalRoutes, '/ntr-paslaugos/gautas-pranesimas/tok_ntr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pranešimas apie įregistravimą' }, { timeout: 10_000 })).toBeTruthy();
    const shown = facts();
    expect(shown).toContainEqual(['Prašymas', 'Nr. 5']);
    expect(shown).toContainEqual(['Registro numeris', 'NTR-2026-000005']);
    expect(shown).toContainEqual(['Sprendimą priėmė', 'Registratorius Petras']);
    expect(shown.map(([name]) => name)).not.toContain('Teikėjas');
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Atidaryti prašymą' }).getAttribute('href')).toBe('/ntr-paslaugos/nuomos-sutartis/sudarymas/5');
    expect(within(article).getByRole('button', { name: 'Atsisiųsti pasirašytą prašymą' })).toBeTruthy();
  });

  it('a visitor sees the decision without links; a wrong token is not found', async () => {
    const api = stubNtrApi();
    api.answer('GET /sav/notices/tok_ntr', { status: 200, body: REGISTERED });
    await renderApp(portalRoutes, '/ntr-paslaugos/gautas-pranesimas/tok_ntr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pranešimas apie įregistravimą' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Atidaryti prašymą' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Atsisiųsti pasirašytą prašymą' })).toBeNull();
    cleanup();
    await renderApp(portalRoutes, '/ntr-paslaugos/gautas-pranesimas/nera');
    expect(await screen.findByText('Pranešimas nerastas. Patikrinkite nuorodą.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
