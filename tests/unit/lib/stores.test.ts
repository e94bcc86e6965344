// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { BrowserConfigError, loadBrowserConfig } from '../../../src/lib/config';
import { createEventBus, type AppEvents } from '../../../src/lib/events';
import { createNotifyStore } from '../../../src/lib/notify';
import { SESSION_STORAGE_KEY, createSessionStore, type Session } from '../../../src/lib/session';

describe('browser config', () => {
  it('defaults the request timeout to 50 s (spec §9)', () => {
    expect(loadBrowserConfig({}).requestTimeoutMs).toBe(50_000);
  });

  it('accepts a valid VITE_REQUEST_TIMEOUT_MS, including the 90-minute reading', () => {
    expect(loadBrowserConfig({ VITE_REQUEST_TIMEOUT_MS: '5400000' }).requestTimeoutMs).toBe(5_400_000);
  });

  it.each(['abc', '-5', '0', '99999999', '1.5'])('rejects VITE_REQUEST_TIMEOUT_MS=%s with a message naming it', (value) => {
    expect(() => loadBrowserConfig({ VITE_REQUEST_TIMEOUT_MS: value })).toThrow(BrowserConfigError);
    expect(() => loadBrowserConfig({ VITE_REQUEST_TIMEOUT_MS: value })).toThrow(/VITE_REQUEST_TIMEOUT_MS/);
  });
});

describe('event bus', () => {
  it('delivers typed payloads to subscribers until they unsubscribe', () => {
    const bus = createEventBus<AppEvents>();
    const listener = vi.fn();
    const off = bus.on('data-error', listener);
    bus.emit('data-error', { message: 'Nerasta' });
    bus.emit('data-ok', { message: 'Gerai' });
    off();
    bus.emit('data-error', { message: 'Vėl' });
    expect(listener.mock.calls).toEqual([[{ message: 'Nerasta' }]]);
  });

  it('a listener that unsubscribes during delivery does not disturb the others', () => {
    const bus = createEventBus<AppEvents>();
    const second = vi.fn();
    const off = bus.on('auth-failed', () => off());
    bus.on('auth-failed', second);
    bus.emit('auth-failed', { url: '/api/x' });
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('notification queue', () => {
  it('shows one at a time, in order; dismissing shows the next', () => {
    const store = createNotifyStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.success('Išsaugota');
    store.error({ message: 'Serverio klaida' });
    expect(store.current()).toMatchObject({ severity: 'success', message: 'Išsaugota' });
    store.dismiss(store.current()!.id);
    expect(store.current()).toMatchObject({ severity: 'error', message: 'Serverio klaida' });
    store.dismiss(store.current()!.id);
    expect(store.current()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('the same message twice in a row is queued once', () => {
    const store = createNotifyStore();
    store.error({ message: 'Serverio klaida' });
    store.error({ message: 'Serverio klaida' });
    store.dismiss(store.current()!.id);
    expect(store.current()).toBeNull();
  });
});

describe('session store', () => {
  const sample: Session = {
    token: 'abc',
    xid: null,
    user: {
      id: 1,
      displayName: 'Asta Notarė',
      roles: ['DT_notaras'],
      idleMinutes: 15,
      consent: { terms: true, ntrServices: false, selfServiceContract: false },
      firstSignIn: false,
    },
  };

  it('keeps the session in storage and notifies subscribers', () => {
    const storage = window.sessionStorage;
    storage.clear();
    const store = createSessionStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getToken()).toBeNull();
    store.setSession(sample);
    expect(store.getToken()).toBe('abc');
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY)!)).toEqual(sample);
    expect(createSessionStore(storage).getSession()).toEqual(sample);
    store.clearSession();
    expect(store.getSession()).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it.each(['not json', '{"token":""}', '{"token":"x","user":{"id":"1","displayName":"A","roles":[]}}', '[]'])('ignores a corrupt stored value %s', (raw) => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, raw);
    expect(createSessionStore(window.sessionStorage).getSession()).toBeNull();
  });

  it('works without storage (memory only)', () => {
    const store = createSessionStore(null);
    store.setSession(sample);
    expect(store.getToken()).toBe('abc');
    store.clearSession();
    expect(store.getToken()).toBeNull();
  });
});
