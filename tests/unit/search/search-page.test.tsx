// @vitest-environment jsdom
/**
 * The workplace's /paieska: the entry goes to the first tab the roles allow, only those tabs
 * show, criteria live in the URL, and the browser refuses criteria the server would refuse
 * (a person search without a purpose) without asking the API.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { workplaceRoutes } from '../../../src/app/workplace/routes';
import { session } from '../../../src/lib/session';
import { renderApp, stubApi } from '../app/render-app';
import { testSession } from '../auth/session-fixture';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

describe('workplace search page', () => {
  it('opens the first allowed tab and shows only the tabs the roles allow', async () => {
    stubApi();
    session.setSession(testSession(['P_S_pagal_FA', 'P_S_pagal_koda']));
    const { router } = await renderApp(workplaceRoutes, '/paieska');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paieška' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/paieska/fizinis');
    const tabs = within(screen.getByRole('tablist', { name: 'Paieškos skirtukai' }))
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(tabs).toEqual(['Fizinis asmuo', 'Kodas', 'Mano paieškos']);
  });

  it('keeps criteria in the URL and refuses a person search without a purpose before asking', async () => {
    const fetchMock = stubApi();
    session.setSession(testSession(['P_S_pagal_FA']));
    const { router } = await renderApp(workplaceRoutes, '/paieska/fizinis?code=48502253414');
    const code = await screen.findByLabelText('Asmens kodas');
    expect((code as HTMLInputElement).value).toBe('48502253414');
    fireEvent.click(screen.getByRole('button', { name: 'Ieškoti' }));
    expect(await screen.findByText('Nurodykite paieškos tikslą (teisinį pagrindą).')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/search/'))).toEqual([]);
    expect(router.state.location.search).toBe('?code=48502253414');
  });

  it('sends a registrar to registruoti only', async () => {
    stubApi();
    session.setSession(testSession(['RG_STSR_registrat']));
    const { router } = await renderApp(workplaceRoutes, '/paieska');
    expect(await screen.findByRole('textbox', { name: 'Prašytojo vardas, pavardė ar pavadinimas' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/paieska/registruoti');
  });
});
