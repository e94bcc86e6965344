// @vitest-environment jsdom
/**
 * The document page: tabs as routes, "Tikrinti" on demand with error counts per tab, lists as
 * tables with one item edited at a time (deep links for assets), hundreds of rows drawn as a
 * window, and the unsaved-changes guard.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';

vi.mock('../../../src/lib/api/client', () => ({ api: { get: vi.fn().mockResolvedValue([]) } }));

import { renderViews, RICH_MORTGAGE, viewTests } from './views';

const SPEC_TEXT = 'Neužpildyti visi privalomi laukai arba netinkamas laukų formatas.';
const rich = RICH_MORTGAGE;

const harness = viewTests();

describe('document page tabs', () => {
  it('opens the first tab and shows the section tabs of the layout', async () => {
    const { router } = renderViews(harness(), '/doc', rich);
    expect(await screen.findByRole('heading', { level: 2, name: 'Dokumento duomenys' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/doc/dokumento-duomenys');
    const names = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(names).toContain('Skolininkai');
    expect(names).toContain('Įkaito davėjai');
  });

  it('hides the tab of a field its condition excludes', async () => {
    renderViews(harness(), '/doc/dokumento-duomenys', { ...rich, rusys: ['paprastas'], ikaitoDavejai: undefined, salygos: undefined });
    await screen.findByRole('heading', { level: 2, name: 'Dokumento duomenys' });
    const names = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(names).not.toContain('Įkaito davėjai');
    expect(names).not.toContain('Sąlygos');
  });

  it('Tikrinti validates on demand, lists this tab’s errors and counts the others', async () => {
    const data = { ...rich, dokumentas: { ...(rich.dokumentas as object), idk: '1' }, sandoris: { sudarymoData: '2026-01-01' } };
    renderViews(harness(), '/doc/dokumento-duomenys', data);
    await screen.findByRole('heading', { level: 2, name: 'Dokumento duomenys' });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tikrinti' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SPEC_TEXT);
    // the spec's sentence once, as the summary; every field says its own rule
    expect(document.body.textContent?.split(SPEC_TEXT).length).toBe(2);
    expect(alert.textContent).toContain('Dokumento duomenys › Identifikavimo kodas (IDK)');
    expect(screen.getByRole('tab', { name: /Sandoris \(2 klaidos\)/ })).toBeTruthy();
    // The field shows its own message inline, and the link brings it into focus.
    fireEvent.click(within(alert).getByRole('button', { name: /Identifikavimo kodas/ }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Identifikavimo kodas \(IDK\)/ }));
    expect(screen.getByText('Identifikavimo kodas (IDK) turi būti sudarytas iš 14 skaitmenų.')).toBeTruthy();
  });

  it('does not judge a field its condition hides', async () => {
    const simple = { ...rich, rusys: ['maksimalus'], salygos: { aprasymas: 'Liko po atžymėjimo' } };
    renderViews(harness(), '/doc/dokumento-duomenys', simple);
    fireEvent.click(await screen.findByRole('button', { name: 'Tikrinti' }));
    expect((await screen.findByRole('status')).textContent).toBe('Klaidų nerasta.');
  });

  it('says so when nothing is wrong', async () => {
    renderViews(harness(), '/doc/dokumento-duomenys', rich);
    fireEvent.click(await screen.findByRole('button', { name: 'Tikrinti' }));
    expect((await screen.findByRole('status')).textContent).toBe('Klaidų nerasta.');
  });
});

describe('lists as tables', () => {
  it('opens an asset from its deep link turtas/{rusis}/{turtasID} and goes back on cancel', async () => {
    const { router } = renderViews(harness(), '/doc/turtas/ntr/a14', rich);
    const dialog = await screen.findByRole('dialog', { name: 'Įkeičiamas turtas: 14 įrašas' });
    expect(within(dialog).getByRole('combobox', { name: 'Turto rūšis' }).textContent).toBe('Nekilnojamasis daiktas');
    expect((within(dialog).getByRole('textbox', { name: /Unikalus Nr\./ }) as HTMLInputElement).value).toBe('4400-1234-5678');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Atšaukti' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doc/turtas'));
  });

  it('says when a deep link names no item', async () => {
    renderViews(harness(), '/doc/turtas/ntr/nera', rich);
    expect(await screen.findByText('Įrašas ntr / nera nerastas.')).toBeTruthy();
  });

  it('edits one item in a dialog and saves it into the list', async () => {
    const { store, router } = renderViews(harness(), '/doc/skolininkai', rich);
    fireEvent.click(await screen.findByRole('button', { name: 'Redaguoti 1 įrašą' }));
    const dialog = await screen.findByRole('dialog');
    const surname = within(dialog).getByRole('textbox', { name: /Pavardė/ });
    fireEvent.change(surname, { target: { value: 'Petraitis' } });
    // Nothing changes until the dialog is saved.
    expect((store.getData().skolininkai as Record<string, unknown>[])[0].pavarde).not.toBe('Petraitis');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect((store.getData().skolininkai as Record<string, unknown>[])[0].pavarde).toBe('Petraitis');
    expect(router.state.location.pathname).toBe('/doc/skolininkai');
  });

  it('adds an item with the next free id and removes one after asking', async () => {
    const { store } = renderViews(harness(), '/doc/prievole', rich);
    fireEvent.click(await screen.findByRole('button', { name: 'Pridėti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prievolės: naujas įrašas' });
    expect((within(dialog).getByRole('textbox', { name: /Prievolės identifikatorius/ }) as HTMLInputElement).value).toBe('1');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Pavadinimas/ }), { target: { value: 'Antra paskola' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    const list = () => store.getData().prievoles as Record<string, unknown>[];
    expect(list().at(-1)).toMatchObject({ prievoleID: '1', pavadinimas: 'Antra paskola' });
    const before = list().length;
    fireEvent.click(screen.getByRole('button', { name: `Pašalinti ${before} įrašą` }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Pašalinti įrašą?' })).getByRole('button', { name: 'Pašalinti' }));
    expect(list().length).toBe(before - 1);
  });

  it('draws only a window of rows for 200 assets', async () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ turtasID: `x${i}`, rusis: 'ntr', unikalusNr: '4400-1234-5678', verte: i }));
    renderViews(harness(), '/doc/turtas', { ...rich, turtas: many });
    const table = await screen.findByRole('table', { name: 'Įkeičiamas turtas' });
    const rows = within(table)
      .getAllByRole('row')
      .filter((r) => r.getAttribute('aria-rowindex'));
    expect(table.getAttribute('aria-rowcount')).toBe('201');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
  });
});

describe('unsaved changes', () => {
  it('asks before leaving the document after an edit, and stays on Likti', async () => {
    const { router } = renderViews(harness(), '/doc/dokumento-duomenys', rich);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Sudarymo vieta' }), { target: { value: 'Kaunas' } });
    await act(() => router.navigate('/kitur'));
    const dialog = await screen.findByRole('dialog', { name: 'Neišsaugoti pakeitimai' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Likti' }));
    expect(router.state.location.pathname).toBe('/doc/dokumento-duomenys');
    await act(() => router.navigate('/kitur'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Neišsaugoti pakeitimai' })).getByRole('button', { name: 'Išeiti' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kitur'));
  });

  it('never asks when moving between the document’s own tabs, nor without edits', async () => {
    const { router } = renderViews(harness(), '/doc/dokumento-duomenys', rich);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Sudarymo vieta' }), { target: { value: 'Kaunas' } });
    await act(() => router.navigate('/doc/sandoris'));
    expect(router.state.location.pathname).toBe('/doc/sandoris');
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    const clean = renderViews(harness(), '/doc/dokumento-duomenys', rich);
    await screen.findByRole('heading', { level: 2, name: 'Dokumento duomenys' });
    await act(() => clean.router.navigate('/kitur'));
    expect(clean.router.state.location.pathname).toBe('/kitur');
  });

  it('asks the browser before the tab closes with edits', async () => {
    renderViews(harness(), '/doc/dokumento-duomenys', rich);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Sudarymo vieta' }), { target: { value: 'Kaunas' } });
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });
});
