// @vitest-environment jsdom
/**
 * Forgiving input in the form (issue #17 item 5): "Šalis" and "Savivaldybė" are chosen from
 * the classifiers' current values (GET {base}/classifiers/:classifier) by their names, a
 * document that says "LT" shows "Lietuva (LT)" and keeps "LT"; a personal code typed with
 * spaces is normalised when the field loses focus, as the server does.
 */
import fs from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';

const OPTIONS: Record<string, { code: string; name_lt: string; name_en: string }[]> = {
  salys: [
    { code: 'LT', name_lt: 'Lietuva', name_en: 'Lithuania' },
    { code: 'LV', name_lt: 'Latvija', name_en: 'Latvia' },
  ],
  savivaldybes: [
    { code: 'Vilniaus m. sav.', name_lt: 'Vilniaus miesto savivaldybė', name_en: 'Vilnius city municipality' },
    { code: 'Naujoji sav.', name_lt: 'Naujoji savivaldybė', name_en: 'New municipality' },
  ],
};

// the classifier values (and nothing else) through the one API client
vi.mock('../../../src/lib/api/client', () => {
  const request = vi.fn(async (_method: string, path: string) => {
    const m = /\/classifiers\/([a-z-]+)$/.exec(path);
    return m ? { items: OPTIONS[m[1]] ?? [] } : [];
  });
  return { api: { get: (path: string) => request('GET', path), request } };
});

import { SchemaForm } from '../../../src/form/components/schema-form';
import { loadHarness, renderForm, type Harness } from './harness';

const fixture = JSON.parse(fs.readFileSync('tests/fixtures/sutartine-hipoteka/valid/paprastas-vienas-turtas.json', 'utf8')).data as Record<string, unknown>;

let h: Harness;
beforeAll(async () => {
  h = await loadHarness();
});
afterEach(cleanup);

const section = (id: string) => h.type.layout.tabs!.find((s) => s.id === id)!;

describe('a classifier field', () => {
  it('shows the stored code by its name and stores the code of the value chosen', async () => {
    const { store } = renderForm(h, <SchemaForm section={section('duomenu-teikejas')} />, fixture);
    const country = await screen.findByRole('combobox', { name: /Šalis/ });
    await waitFor(() => expect((country as HTMLInputElement).value).toBe('Lietuva (LT)'));
    const municipality = screen.getByRole('combobox', { name: /Savivaldybė/ });
    municipality.focus();
    fireEvent.change(municipality, { target: { value: 'Naujoji' } });
    const listbox = await screen.findByRole('listbox');
    fireEvent.click(within(listbox).getByRole('option', { name: 'Naujoji savivaldybė (Naujoji sav.)' }));
    const data = store.getData() as { duomenuTeikejas: { istaigosAdresas: Record<string, string> } };
    expect(data.duomenuTeikejas.istaigosAdresas.savivaldybe).toBe('Naujoji sav.');
    expect(data.duomenuTeikejas.istaigosAdresas.salis).toBe('LT');
  });
});

describe('a code field', () => {
  it('loses the spaces typed into a personal code when it loses focus', async () => {
    const { store } = renderForm(h, <SchemaForm section={section('skolininkai')} />, { ...fixture, skolininkai: [] });
    expect(store.getData()).toBeTruthy();
    // the debtor list is a table: its row dialog holds the personal code
    fireEvent.click(await screen.findByRole('button', { name: 'Pridėti' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Asmens tipas' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fizinis asmuo' }));
    const code = document.getElementById('skolininkai.0.asmensKodas') as HTMLInputElement;
    fireEvent.change(code, { target: { value: '387 0318 1745' } });
    fireEvent.blur(code);
    await waitFor(() => expect(code.value).toBe('38703181745'));
    expect(within(dialog).queryByText('Asmens kodą sudaro 11 skaitmenų.')).toBeNull();
  });
});
