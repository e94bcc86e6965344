// @vitest-environment jsdom
/** The istorija tab: every action (user, system, an automatic registration by its rule) with who, when and the status change, every version with the registered one marked. */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import type { i18n as I18n } from 'i18next';
import { initI18n } from '../../../src/lib/i18n';
import HistoryTab from '../../../src/features/lifecycle/components/history-tab';
import type { HistoryView } from '../../../src/features/lifecycle/api';

let i18n: I18n;
beforeAll(async () => {
  i18n = await initI18n('lt');
  await i18n.loadNamespaces(['workflow']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const history: HistoryView = {
  id: 5,
  registeredVersion: 7,
  versions: [
    {
      version: 4,
      status: 'perduotas',
      action: 'perduoti',
      registryNumber: null,
      registered: false,
      schemaVersion: '1.0.0',
      at: '2026-11-20T09:00:00Z',
      actorName: 'Rasa Petraitienė',
    },
    {
      version: 7,
      status: 'iregistruotas',
      action: 'iregistruoti',
      registryNumber: 'STSR-2026-000001',
      registered: true,
      schemaVersion: '1.0.0',
      at: '2026-11-21T09:00:00Z',
      actorName: 'Registratorius',
    },
  ],
  events: [
    {
      at: '2026-11-19T09:00:00Z',
      action: 'document.create',
      actorName: 'Rasa Petraitienė',
      fromState: null,
      toState: 'rengiamas',
      reason: null,
      form: null,
      automatic: null,
    },
    {
      at: '2026-11-20T10:00:00Z',
      action: 'lifecycle.grazinti',
      actorName: 'Registratorius',
      fromState: 'perduotas',
      toState: 'grazintas',
      reason: 'Neteisingas numeris',
      form: null,
      automatic: null,
    },
    {
      at: '2026-11-28T00:00:00Z',
      action: 'lifecycle.pasibaigimas',
      actorName: null,
      fromState: 'grazintas',
      toState: 'nepatikslintas',
      reason: null,
      form: null,
      automatic: null,
    },
    {
      at: '2026-11-29T00:00:00Z',
      action: 'lifecycle.iregistruoti',
      actorName: null,
      fromState: 'perduotas',
      toState: 'iregistruotas',
      reason: null,
      form: null,
      automatic: 'notaro-vykdomasis',
    },
  ],
  changes: [],
  entry: null,
};

it('lists the actions and the versions', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(history), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter>
          <HistoryTab
            document={{ id: 5, type: 'sutartine-hipoteka', status: 'iregistruotas', version: 7, editable: false, allowedActions: [], lock: null }}
            readOnly
            reload={() => {}}
            rest={[]}
          />
        </MemoryRouter>
      </SWRConfig>
    </I18nextProvider>,
  );
  const actions = within((await screen.findByRole('heading', { name: 'Veiksmai' })).closest('section')!);
  const rows = actions
    .getAllByRole('row')
    .slice(1)
    .map((r) => Array.from(r.querySelectorAll('td')).map((c) => c.textContent));
  expect(rows.map((r) => [r[1], r[2], r[3], r[4]])).toEqual([
    ['Sukurtas', 'Rasa Petraitienė', ' → Rengiamas', ''],
    ['Grąžinti', 'Registratorius', 'Perduotas → Grąžintas', 'Neteisingas numeris'],
    ['Pasibaigė patikslinimo terminas', '', 'Grąžintas → Nepatikslintas', ''],
    ['Įregistruoti', 'Sistema – automatiškai (taisyklė notaro-vykdomasis)', 'Perduotas → Įregistruotas', ''],
  ]);
  const versions = within(screen.getByRole('heading', { name: 'Versijos' }).closest('section')!);
  const vrows = versions
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('td')?.textContent);
  expect(vrows).toEqual(['4', '7 (Įregistruota versija)']);
});
