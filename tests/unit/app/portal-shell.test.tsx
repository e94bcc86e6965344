// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { portalRoutes } from '../../../src/app/portal/routes';
import { syncDocumentLanguage } from '../../../src/app/shared/document-language';
import { i18n, LANGUAGE_STORAGE_KEY } from '../../../src/lib/i18n';
import { renderApp, stubApi } from './render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('portal shell', () => {
  it("'/' and unknown paths go to /paslaugos", async () => {
    stubApi();
    const { router } = await renderApp(portalRoutes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paslaugos' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/paslaugos');
    cleanup();
    const second = await renderApp(portalRoutes, '/kazkas/nezinomo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paslaugos' })).toBeTruthy();
    expect(second.router.state.location.pathname).toBe('/paslaugos');
  });

  it('the left menu links the four sections and marks the current one', async () => {
    stubApi();
    await renderApp(portalRoutes, '/dokumentai');
    await screen.findByRole('heading', { level: 1, name: 'Dokumentai' });
    const menu = screen.getByRole('navigation', { name: 'Pagrindinis meniu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Paslaugos', '/paslaugos'],
      ['Pranešimai', '/pranesimai'],
      ['Dokumentai', '/dokumentai'],
      ['Paieška', '/paieska'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Dokumentai' }).getAttribute('aria-current')).toBe('page');
  });

  it('calls the portal API base (/sav) for the version line', async () => {
    document.documentElement.dataset.face = 'portal';
    vi.resetModules();
    const { api } = await import('../../../src/lib/api/client');
    expect(api.base).toBe('/sav');
    delete document.documentElement.dataset.face;
  });

  it('switching to English changes the texts, <html lang>, the title and remembers "kalba"', async () => {
    stubApi();
    await renderApp(portalRoutes, '/pranesimai', 'lt');
    const stop = syncDocumentLanguage(i18n, 'app.portalTitle');
    expect(document.title).toBe('Sutarčių ir teisių suvaržymų registro savitarna');
    await screen.findByRole('heading', { level: 1, name: 'Pranešimai' });
    const group = screen.getByRole('group', { name: 'Kalba' });
    const english = within(group).getByRole('button', { name: 'English' });
    expect(english.getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      fireEvent.click(english);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notices' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Register of Contracts and Restrictions of Rights — Self-service');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(
      within(screen.getByRole('group', { name: 'Language' }))
        .getByRole('button', { name: 'English' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await screen.findByText('Version 1.3.16')).toBeTruthy();
    stop();
    await act(async () => {
      await i18n.changeLanguage('lt');
    });
  });
});
