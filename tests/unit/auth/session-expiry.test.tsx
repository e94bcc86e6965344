// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { workplaceRoutes } from '../../../src/app/workplace/routes';
import { session } from '../../../src/lib/session';
import { renderApp } from '../app/render-app';
import { stubAuthApi } from './api-stub';
import { testSession } from './session-fixture';

const MINUTE = 60_000;

beforeEach(() => {
  // Fake clocks that still move on their own, so the page's own loading (chunks, fetches) proceeds.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clearSession();
});

/** Moves the page's clock on by `ms` and lets the answers of what fired arrive. */
async function passTime(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('workplace session expiry (spec §4, §9)', () => {
  it('keep-alive pings at once and every 60 s without extending the session; after 15 idle minutes the dialog explains, the session is over, its button goes home', async () => {
    const api = stubAuthApi(['DT_notaras']);
    session.setSession(testSession(['DT_notaras']));
    const { router } = await renderApp(workplaceRoutes, '/pagrindinis');
    await screen.findByRole('heading', { level: 1, name: 'Pagrindinis' });
    await passTime(0);
    expect(api.callsTo('POST', '/api/keep-alive')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/keep-alive')[0].body).toEqual({ alive: true });
    expect(api.callsTo('GET', '/api/check-user')).toHaveLength(1); // the page load counts as the user's action

    await passTime(14 * MINUTE);
    expect(api.callsTo('POST', '/api/keep-alive').length).toBeGreaterThanOrEqual(15);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('GET', '/api/check-user')).toHaveLength(1);

    await passTime(MINUTE);
    const dialog = await screen.findByRole('alertdialog', { name: 'Sesija baigėsi' });
    expect(dialog.textContent).toContain('Jūsų sesija baigėsi, nes 15 min. neatlikote jokių veiksmų.');
    expect(api.callsTo('POST', '/api/logout')).toHaveLength(1);
    expect(session.getSession()).toBeNull();
    // the dialog stays until the user has read it: no redirect behind it yet
    expect(router.state.location.pathname).toBe('/pagrindinis');
    const pings = api.callsTo('POST', '/api/keep-alive').length;
    await passTime(5 * MINUTE);
    expect(api.callsTo('POST', '/api/keep-alive')).toHaveLength(pings); // keep-alive is off with the session

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Į pradžią' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prisijungimas prie darbo vietos' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('atjungimo_laikas sets the length', async () => {
    stubAuthApi(['DT_notaras']);
    session.setSession(testSession(['DT_notaras'], { idleMinutes: 5 }));
    await renderApp(workplaceRoutes, '/pagrindinis');
    await screen.findByRole('heading', { level: 1, name: 'Pagrindinis' });
    await passTime(5 * MINUTE);
    expect((await screen.findByRole('alertdialog')).textContent).toContain('nes 5 min.');
  });

  it("the user's own actions are reported (GET check-user) and move the end", async () => {
    const api = stubAuthApi(['DT_notaras']);
    session.setSession(testSession(['DT_notaras']));
    await renderApp(workplaceRoutes, '/pagrindinis');
    await screen.findByRole('heading', { level: 1, name: 'Pagrindinis' });
    await passTime(10 * MINUTE);
    fireEvent.keyDown(document.body, { key: 'a' });
    await passTime(0);
    expect(api.callsTo('GET', '/api/check-user')).toHaveLength(2);
    await passTime(10 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await passTime(5 * MINUTE);
    expect(await screen.findByRole('alertdialog', { name: 'Sesija baigėsi' })).toBeTruthy();
  });

  it('the keep-alive answer updates the system-information banner', async () => {
    const api = stubAuthApi(['DT_notaras']);
    let text: string | null = null;
    api.answer('POST /api/keep-alive', () => ({ status: 200, body: { sistemos_informavimas: text } }));
    session.setSession(testSession(['DT_notaras']));
    await renderApp(workplaceRoutes, '/pagrindinis');
    await screen.findByRole('heading', { level: 1, name: 'Pagrindinis' });
    expect(screen.queryByRole('status', { name: 'Sistemos pranešimas' })).toBeNull();
    text = 'Šiandien 18 val. sistema bus atnaujinama.';
    await passTime(MINUTE);
    expect((await screen.findByRole('status', { name: 'Sistemos pranešimas' })).textContent).toContain(text);
  });
});
