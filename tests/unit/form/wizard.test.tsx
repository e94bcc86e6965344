// @vitest-environment jsdom
/**
 * The wizard: routes step/:step starting at asmenys ('Duomenys'); Next validates only the
 * current step and stays with the spec's message when it is not right; Back never validates;
 * the review lists the data; submit hands the whole document to the caller.
 */
import fs from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';

vi.mock('../../../src/lib/api/client', () => ({ api: { get: vi.fn().mockResolvedValue([]) } }));

import { loadHarness, type Harness } from './harness';
import { renderViews } from './views';

const SPEC_TEXT = 'Neužpildyti visi privalomi laukai arba netinkamas laukų formatas.';
const valid = JSON.parse(fs.readFileSync('tests/fixtures/sutartine-hipoteka/valid/paprastas-vienas-turtas.json', 'utf8')).data as Record<string, unknown>;

let h: Harness;
beforeAll(async () => {
  h = await loadHarness();
});
afterEach(cleanup);

describe('wizard', () => {
  it('starts at step asmenys, titled Duomenys', async () => {
    const { router } = renderViews(h, '/doc/step', valid);
    expect(await screen.findByRole('heading', { level: 2, name: 'Duomenys' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/doc/step/asmenys');
  });

  it('Next refuses an invalid step with the spec text and names the fields; the step stays', async () => {
    const data = { ...valid, dokumentas: { ...(valid.dokumentas as object), idk: '123' }, sandoris: undefined };
    const { router, store } = renderViews(h, '/doc/step/asmenys', data);
    fireEvent.click(await screen.findByRole('button', { name: 'Toliau' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(SPEC_TEXT)).toBeTruthy();
    expect(alert.textContent).toContain('Identifikavimo kodas (IDK)');
    // sandoris is missing too, but it belongs to a later step: not this step's business.
    expect(store.getErrors().map((e) => e.path)).toEqual(['/dokumentas/idk']);
    expect(router.state.location.pathname).toBe('/doc/step/asmenys');
    expect(document.activeElement).toBe(alert);
  });

  it('Next moves on when the step is right, even if later steps are not', async () => {
    const { router } = renderViews(h, '/doc/step/asmenys', { ...valid, sandoris: undefined });
    fireEvent.click(await screen.findByRole('button', { name: 'Toliau' }));
    expect(router.state.location.pathname).toBe('/doc/step/turtas');
    expect(screen.queryByRole('alert')).toBeNull();
    // The new step's heading takes focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Turtas' })));
  });

  it('Next judges what was typed the moment before, and the step drawn again shows it', async () => {
    const data = { ...valid, dokumentas: { ...(valid.dokumentas as object), idk: '123' } };
    const { router, store } = renderViews(h, '/doc/step/asmenys', data);
    const idk = (await screen.findByRole('textbox', { name: 'Identifikavimo kodas (IDK)' })) as HTMLInputElement;
    fireEvent.change(idk, { target: { value: '12345678901234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Toliau' }));
    expect(router.state.location.pathname).toBe('/doc/step/turtas');
    expect(store.getErrors()).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Atgal' }));
    const again = (await screen.findByRole('textbox', { name: 'Identifikavimo kodas (IDK)' })) as HTMLInputElement;
    expect(again.value).toBe('12345678901234');
    // emptied and filled again: the input follows every change (the field's label with it)
    fireEvent.change(again, { target: { value: '' } });
    expect((store.getData().dokumentas as Record<string, unknown>).idk).toBeUndefined();
    fireEvent.change(again, { target: { value: '9' } });
    expect((store.getData().dokumentas as Record<string, unknown>).idk).toBe('9');
  });

  it('Back never validates', async () => {
    const { router, store } = renderViews(h, '/doc/step/turtas', { rusys: ['paprastas'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Atgal' }));
    expect(router.state.location.pathname).toBe('/doc/step/asmenys');
    expect(store.getErrors()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the review lists the data and submit hands the document over', async () => {
    const onSubmit = vi.fn(() => []);
    renderViews(h, '/doc/step/perziura', valid, onSubmit);
    expect(await screen.findByRole('heading', { level: 2, name: 'Peržiūra' })).toBeTruthy();
    const debtors = screen.getByRole('region', { name: 'Duomenys' });
    expect(debtors.textContent).toContain('Jonas');
    expect(debtors.textContent).toContain('Fizinis asmuo');
    expect(screen.getByRole('region', { name: 'Turtas' }).textContent?.replace(/\s/g, ' ')).toContain('120 000,00 €');
    fireEvent.click(screen.getByRole('button', { name: 'Pateikti' }));
    expect(onSubmit).toHaveBeenCalledWith(valid);
  });

  it('leaves out a field its condition hides (kept on screen memory, never sent)', async () => {
    const onSubmit = vi.fn(() => []);
    const givers = [{ asmensTipas: 'fizinis', vardas: 'Ona', pavarde: 'Onaitė', asmensKodas: '38703181745' }];
    const { store } = renderViews(h, '/doc/step/perziura', { ...valid, ikaitoDavejai: givers }, onSubmit);
    fireEvent.click(await screen.findByRole('button', { name: 'Pateikti' }));
    expect(onSubmit).toHaveBeenCalledWith(valid);
    expect(store.getData().ikaitoDavejai).toEqual(givers);
  });

  it('errors the submit answers are listed on the review and lead to their step', async () => {
    const { router } = renderViews(h, '/doc/step/perziura', valid, () => [
      { path: '/sandoris/pavadinimas', messageKey: 'validation.required', severity: 'critical' },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Pateikti' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SPEC_TEXT);
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: /Sandorio pavadinimas/ })));
    expect(router.state.location.pathname).toBe('/doc/step/prievole');
  });
});
