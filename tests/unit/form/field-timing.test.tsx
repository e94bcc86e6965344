// @vitest-environment jsdom
/**
 * Validation at the right moment (issue #17 item 3): a field is checked when it loses focus and,
 * once in error, on every change until fixed — only that field, its untouched neighbours stay
 * quiet until "Tikrinti".
 */
import fs from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadHarness, type Harness } from './harness';
import { renderViews } from './views';

const rich = JSON.parse(fs.readFileSync('tests/fixtures/sutartine-hipoteka/valid/visos-rusys-16-turto-rusiu.json', 'utf8')).data as Record<string, unknown>;
const IDK_RULE = 'Identifikavimo kodas (IDK) turi būti sudarytas iš 14 skaitmenų.';

let h: Harness;
beforeAll(async () => {
  h = await loadHarness();
});
afterEach(cleanup);

describe('a field is checked', () => {
  it('when it loses focus, and again on each change while in error, leaving its neighbours alone', async () => {
    const { store } = renderViews(h, '/doc/dokumento-duomenys', { ...rich, dokumentas: { idk: '' } });
    const idk = await screen.findByRole('textbox', { name: /Identifikavimo kodas \(IDK\)/ });
    fireEvent.change(idk, { target: { value: '123' } });
    expect(screen.queryByText(IDK_RULE)).toBeNull();
    fireEvent.blur(idk);
    expect(await screen.findByText(IDK_RULE)).toBeTruthy();
    // only the field that lost focus: the empty registry number is not judged yet
    expect(store.getErrors().map((e) => e.path)).toEqual(['/dokumentas/idk']);
    fireEvent.change(idk, { target: { value: '1234567890123' } });
    expect(screen.getByText(IDK_RULE)).toBeTruthy();
    fireEvent.change(idk, { target: { value: '12345678901234' } });
    expect(screen.queryByText(IDK_RULE)).toBeNull();
    expect(store.getErrors()).toEqual([]);
  });
});

describe('a row dialog', () => {
  it('checks its row before it closes: a wrong code keeps it open with the message, a right one closes it', async () => {
    const { store } = renderViews(h, '/doc/kreditoriai', rich);
    const count = (store.getData().kreditoriai as unknown[]).length;
    fireEvent.click(await screen.findByRole('button', { name: 'Pridėti' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Asmens tipas' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fizinis asmuo' }));
    const code = document.getElementById(`kreditoriai.${count}.asmensKodas`) as HTMLElement;
    fireEvent.change(code, { target: { value: '38703181746' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(await within(dialog).findByText('Neteisingas asmens kodo kontrolinis skaitmuo.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect((store.getData().kreditoriai as unknown[]).length).toBe(count);
    fireEvent.change(code, { target: { value: '38703181745' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((store.getData().kreditoriai as unknown[]).length).toBe(count + 1);
  });
});
