// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Notifier } from '../../../src/app/notifier';
import { i18n, initI18n } from '../../../src/lib/i18n';
import { createNotifyStore } from '../../../src/lib/notify';

beforeAll(async () => {
  await initI18n('lt');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function mount() {
  const store = createNotifyStore();
  render(
    <I18nextProvider i18n={i18n}>
      <Notifier store={store} />
    </I18nextProvider>,
  );
  return store;
}

describe('Notifier', () => {
  it('announces errors with role=alert, with title and details', () => {
    const store = mount();
    act(() => store.error({ title: 'Bad Request', message: 'Netinkama užklausa.', details: ['Laukas A', 'Laukas B'] }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Bad Request');
    expect(alert.textContent).toContain('Netinkama užklausa.');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Laukas A', 'Laukas B']);
  });

  it('shows success politely (role=status)', () => {
    const store = mount();
    act(() => store.success('Išsaugota.'));
    expect(screen.getByRole('status').textContent).toContain('Išsaugota.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hides after 3 s and then shows the next message', async () => {
    vi.useFakeTimers();
    const store = mount();
    act(() => {
      store.success('Pirmas');
      store.error({ message: 'Antras' });
    });
    expect(screen.getByRole('status').textContent).toContain('Pirmas');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_900);
    });
    expect(store.current()?.message).toBe('Pirmas');
    // The 3 s timer fires, then the exit transition runs (separate steps: React commits in between).
    for (const step of [200, 1_000]) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(step);
      });
    }
    expect(store.current()?.message).toBe('Antras');
    expect(screen.getByRole('alert').textContent).toContain('Antras');
  });

  it('the close button (with an accessible name) dismisses the message', async () => {
    vi.useFakeTimers();
    const store = mount();
    act(() => store.error({ message: 'Serverio klaida' }));
    fireEvent.click(screen.getByRole('button', { name: 'Uždaryti pranešimą' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(store.current()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
