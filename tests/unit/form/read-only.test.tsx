// @vitest-environment jsdom
/**
 * Read-only views that read well (issue #17 item 8): a document shown read-only has no add,
 * edit or delete buttons (neither enabled nor disabled), its values are read-only text fields
 * reached by Tab (not disabled inputs), chosen options and classifier values show their labels,
 * yes/no shows Taip/Ne, amounts are formatted, and a row opens its item read-only with only
 * "Uždaryti".
 */
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';

vi.mock('../../../src/lib/api/client', () => {
  const items = [
    { code: 'LT', name_lt: 'Lietuva', name_en: 'Lithuania' },
    { code: 'Vilniaus m. sav.', name_lt: 'Vilniaus miesto savivaldybė', name_en: 'Vilnius city municipality' },
  ];
  const request = vi.fn(async (_method: string, path: string) => (/\/classifiers\//.test(path) ? { items } : []));
  return { api: { get: (path: string) => request('GET', path), request } };
});

import { renderViews, RICH_MORTGAGE, viewTests } from './views';

const rich = RICH_MORTGAGE;
const EDITING = /Pridėti|Redaguoti|Pašalinti|Išsaugoti|Atšaukti|Tikrinti/;

const harness = viewTests();

const open = (path: string, readOnly = true) => renderViews(harness(), path, rich, undefined, { readOnly });
const editingButtons = (root: HTMLElement = document.body) => within(root).queryAllByRole('button', { name: EDITING });
/** every form control in the panel (inputs, text areas, check boxes) */
const controls = () =>
  [...screen.getByRole('tabpanel').querySelectorAll('input:not([type=hidden]), textarea:not([aria-hidden=true]), select')] as HTMLInputElement[];

describe('a document shown read-only', () => {
  it('draws values as read-only text fields, reachable by Tab and named by their labels', async () => {
    open('/doc/dokumento-duomenys');
    const idk = await screen.findByRole('textbox', { name: /Identifikavimo kodas \(IDK\)/ });
    expect((idk as HTMLInputElement).value).toBe('12345678901234');
    expect((idk as HTMLInputElement).readOnly).toBe(true);
    expect(controls().length).toBeGreaterThan(2);
    for (const input of controls()) {
      expect(input.disabled).toBe(false);
      expect(input.readOnly).toBe(true);
      expect(input.tabIndex).toBe(0);
    }
    expect(screen.getByRole('tabpanel').querySelector('fieldset[disabled]')).toBeNull();
    // dates as the pickers show them; chosen kinds by their labels, not their codes
    expect((screen.getByRole('textbox', { name: /Sudarymo data/ }) as HTMLInputElement).value).toBe('2026-11-19');
    expect((document.getElementById('rusys') as HTMLInputElement).value).toBe('Maksimalioji, Svetimo turto, Sąlyginė, Jungtinė, Įmonės, Bendroji');
    // an empty value: the em dash
    expect((document.getElementById('dokumentas.sudarymoVieta') as HTMLInputElement).value).toBe('—');
  });

  it('has no add, edit, delete, save or check buttons, enabled or disabled', async () => {
    open('/doc/turtas');
    await screen.findByRole('table', { name: 'Įkeičiamas turtas' });
    expect(editingButtons()).toEqual([]);
    expect(screen.getAllByRole('button', { name: /Peržiūrėti 1 įrašą/ })).toHaveLength(1);
  });

  it('shows a classifier value by its name and an amount formatted', async () => {
    open('/doc/duomenu-teikejas');
    const country = await screen.findByRole('textbox', { name: /Šalis/ });
    await waitFor(() => expect((country as HTMLInputElement).value).toBe('Lietuva'));
    cleanup();
    open('/doc/sandoris');
    const sum = await screen.findByRole('textbox', { name: /Maksimali .* suma/ });
    expect((sum as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('250 000,75 €');
    cleanup();
    // a yes/no field as Taip/Ne
    const other = harness().type.layout.tabs!.find((s) => s.fields.includes('kitaInformacija'))!;
    open(`/doc/${other.id}`);
    await screen.findByRole('heading', { level: 2 });
    await waitFor(() => expect((document.getElementById('kitaInformacija.perduodamas_kreditoriui') as HTMLInputElement | null)?.value).toBe('Taip'));
  });

  it('opens a row read-only: the item’s values as read-only text and only “Uždaryti”', async () => {
    const { router } = open('/doc/turtas');
    fireEvent.click(await screen.findByRole('button', { name: 'Peržiūrėti 1 įrašą' }));
    const dialog = await screen.findByRole('dialog');
    expect(router.state.location.pathname).toBe('/doc/turtas/orlaivis/a1');
    const mark = await within(dialog).findByRole('textbox', { name: /Registracijos ženklas/ });
    expect((mark as HTMLInputElement).value).toBe('LY-ABC');
    expect((mark as HTMLInputElement).readOnly).toBe(true);
    expect(editingButtons(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uždaryti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/doc/turtas');
  });

  it('leaves the editable page as it was', async () => {
    open('/doc/turtas', false);
    await screen.findByRole('table', { name: 'Įkeičiamas turtas' });
    expect(screen.getByRole('button', { name: 'Pridėti' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Redaguoti 1 įrašą' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pašalinti 1 įrašą' })).toBeTruthy();
  });
});
