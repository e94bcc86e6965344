// @vitest-environment jsdom
/** An opened result offers "Generuoti išrašą": the answer's verification code links to /patikra/{code}. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { workplaceRoutes } from '../../../src/app/workplace/routes';
import { session } from '../../../src/lib/session';
import { renderApp } from '../app/render-app';
import { testSession } from '../auth/session-fixture';

const RESULT = {
  registryNumber: 'STSR-2026-000001',
  typeId: 'sutartine-hipoteka',
  family: 'documents',
  registeredAt: '2026-11-20T10:00:00.000Z',
  inForce: true,
  documentId: 4,
  name: 'Ona Jankauskienė',
  code: '48502253414',
  role: 'skolininkai',
};
const PAGE = { total: 1, capped: false, page: 1, pageSize: 20, sort: 'registeredAt', dir: 'desc', level: 'full', items: [RESULT] };
const ENTRY = {
  id: 4,
  registryNumber: 'STSR-2026-000001',
  typeId: 'sutartine-hipoteka',
  family: 'documents',
  inForce: true,
  registeredAt: '2026-11-20T10:00:00.000Z',
  parties: null,
  assets: null,
  history: null,
};
const EXTRACT = {
  id: 7,
  kodas: '9BCW-J407-BMDN-JW46',
  objektasId: 4,
  registroNr: 'STSR-2026-000001',
  sha256: 'ab'.repeat(32),
  suformuota: '2026-11-20T10:00:00.000Z',
  saugomaIki: '2026-12-20',
  prieinamas: true,
  failoVardas: 'israsas-9BCW-J407-BMDN-JW46.pdf',
  dydis: 1000,
};

function stubSearchApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/version')) return answer(200, { version: '1.3.16' });
    if (url.endsWith('/system-info')) return answer(200, { sistemos_informavimas: null });
    if (url.includes('/api/search/kodas?')) return answer(200, PAGE);
    if (url.endsWith('/api/search/entries/4')) return answer(200, ENTRY);
    if (url.endsWith('/api/extracts') && init?.method === 'POST') return answer(201, EXTRACT);
    return answer(404, { message: 'errors.not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

describe('an opened search result', () => {
  it('generates an extract and links its verification page', async () => {
    const fetchMock = stubSearchApi();
    session.setSession(testSession(['P_S_pagal_koda']));
    await renderApp(workplaceRoutes, '/paieska/kodas?number=STSR-2026-000001');
    fireEvent.click(await screen.findByRole('button', { name: 'Peržiūrėti STSR-2026-000001' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Generuoti išrašą' }));
    expect(await within(dialog).findByText(/Patikros kodas 9BCW-J407-BMDN-JW46/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Patikrinti išrašą' }).getAttribute('href')).toBe('/patikra/9BCW-J407-BMDN-JW46');
    const posted = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/api/extracts') && init?.method === 'POST');
    expect(JSON.parse(String(posted![1]!.body))).toEqual({ documentId: 4 });
  });
});
