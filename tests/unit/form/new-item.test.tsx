// @vitest-environment jsdom
/**
 * New list items hold exactly what the user chose: the asset kind picked in "Turto rūšis" is
 * written into the item (whatever is typed after it), and an optional group the user left
 * empty (a party's address) is not created half-empty.
 */
import fs from 'node:fs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';

vi.mock('../../../src/lib/api/client', () => ({ api: { get: vi.fn().mockResolvedValue([]) } }));

import { loadHarness, type Harness } from './harness';
import { renderViews } from './views';

const rich = JSON.parse(fs.readFileSync('tests/fixtures/sutartine-hipoteka/valid/visos-rusys-16-turto-rusiu.json', 'utf8')).data as Record<string, unknown>;

let h: Harness;
beforeAll(async () => {
  h = await loadHarness();
});
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(540);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(960);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function chooseKind(dialog: HTMLElement, kind: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Turto rūšis' }));
  fireEvent.click(await screen.findByRole('option', { name: kind }));
}

describe('new list items', () => {
  it.each([
    ['Nekilnojamasis daiktas', 'ntr', /Unikalus Nr\./, '4400-1234-5678'],
    ['Traktorius, savaeigė mašina', 'traktorius', /Gamyklinis/, 'G-1'],
  ])('writes the chosen asset kind %s into the new item', async (label, kind, field, value) => {
    const { store } = renderViews(h, '/doc/turtas', rich);
    fireEvent.click(await screen.findByRole('button', { name: 'Pridėti' }));
    const dialog = await screen.findByRole('dialog');
    await chooseKind(dialog, label);
    fireEvent.change(within(dialog).getByRole('textbox', { name: field }), { target: { value } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    const added = (store.getData().turtas as Record<string, unknown>[]).at(-1);
    expect(added).toMatchObject({ rusis: kind, turtasID: '1' });
    // An address never touched is no group at all.
    expect(added).not.toHaveProperty('adresas');
  });

  it('adds the first asset of an empty document with a precompiled or literal validator for every sub-schema rjsf asks about', async () => {
    h.missing.length = 0;
    renderViews(h, '/doc/turtas', {});
    fireEvent.click(await screen.findByRole('button', { name: 'Pridėti' }));
    await chooseKind(await screen.findByRole('dialog'), 'Nekilnojamasis daiktas');
    expect(h.missing).toEqual([]);
  });

  it('adds a party without an address and leaves the address out', async () => {
    const { store } = renderViews(h, '/doc/kreditoriai', rich);
    fireEvent.click(await screen.findByRole('button', { name: 'Pridėti' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Asmens tipas' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Juridinis asmuo' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Pavadinimas/ }), { target: { value: 'UAB Kreditas' } });
    fireEvent.change(document.getElementById('kreditoriai.1.jaKodas') as HTMLElement, { target: { value: '110053842' } });
    // Typed into and cleared: the address holds nothing the user entered.
    const town = within(dialog).getByRole('textbox', { name: /Gyvenamoji vietovė/ });
    fireEvent.change(town, { target: { value: 'Vilnius' } });
    fireEvent.change(town, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    const added = (store.getData().kreditoriai as Record<string, unknown>[]).at(-1);
    expect(added).toMatchObject({ asmensTipas: 'juridinis', pavadinimas: 'UAB Kreditas', jaKodas: '110053842' });
    expect(added).not.toHaveProperty('adresas');
  });
});
