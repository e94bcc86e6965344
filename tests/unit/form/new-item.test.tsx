// @vitest-environment jsdom
/**
 * New list items hold exactly what the user chose: the asset kind picked in "Turto rūšis" is
 * written into the item (whatever is typed after it), and an optional group the user left
 * empty (a party's address) is not created half-empty.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';

vi.mock('../../../src/lib/api/client', () => ({ api: { get: vi.fn().mockResolvedValue([]) } }));

import { renderViews, RICH_MORTGAGE, viewTests } from './views';

const rich = RICH_MORTGAGE;

const harness = viewTests();

async function chooseKind(dialog: HTMLElement, kind: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Turto rūšis' }));
  fireEvent.click(await screen.findByRole('option', { name: kind }));
}

describe('new list items', () => {
  it.each([
    ['Nekilnojamasis daiktas', 'ntr', /Unikalus Nr\./, '4400-1234-5678'],
    ['Traktorius, savaeigė mašina', 'traktorius', /Gamyklinis/, 'G-1'],
  ])('writes the chosen asset kind %s into the new item', async (label, kind, field, value) => {
    const { store } = renderViews(harness(), '/doc/turtas', rich);
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
    harness().missing.length = 0;
    renderViews(harness(), '/doc/turtas', {});
    fireEvent.click(await screen.findByRole('button', { name: 'Pridėti' }));
    await chooseKind(await screen.findByRole('dialog'), 'Nekilnojamasis daiktas');
    expect(harness().missing).toEqual([]);
  });

  it('adds a party without an address and leaves the address out', async () => {
    const { store } = renderViews(harness(), '/doc/kreditoriai', rich);
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
