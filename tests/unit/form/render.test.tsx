// @vitest-environment jsdom
/**
 * The renderer draws every section of sutartine-hipoteka with real data, every control has an
 * accessible name, and the widgets behave as a Lithuanian user expects (counters, EUR with a
 * decimal comma, field help from active tooltips).
 */
import fs from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';

// GET /tooltip (the form's help texts) through the one API client, whichever method calls it
vi.mock('../../../src/lib/api/client', () => {
  const tooltips = vi.fn().mockResolvedValue([
    { too_kodas: 'IDK', too_tekstas: 'Identifikavimo kodą sudaro 14 skaitmenų.', too_aktyvus: true },
    { too_kodas: 'TURTO_VERTE', too_tekstas: 'Nebegaliojantis paaiškinimas.', too_aktyvus: false },
  ]);
  return { api: { get: tooltips, request: tooltips } };
});

import { SchemaForm } from '../../../src/form/components/schema-form';
import type { LayoutSection } from '../../../src/domain/schema/layout';
import { loadHarness, renderForm, type Harness } from './harness';

const fixture = JSON.parse(fs.readFileSync('tests/fixtures/sutartine-hipoteka/valid/visos-rusys-16-turto-rusiu.json', 'utf8')).data as Record<string, unknown>;

let h: Harness;
beforeAll(async () => {
  h = await loadHarness();
  // jsdom lays nothing out: give the tables' scroll containers a height so rows are drawn.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(960);
});
afterEach(cleanup);

const section = (kind: 'tabs' | 'steps', id: string): LayoutSection => h.type.layout[kind]!.find((s) => s.id === id)!;

const ROLES = ['textbox', 'combobox', 'checkbox', 'spinbutton', 'radio'] as const;

/** Form controls on the page without an accessible name (testing-library computes names as browsers do). */
function unnamedControls(): HTMLElement[] {
  return ROLES.flatMap((role) => {
    const named = new Set(screen.queryAllByRole(role, { name: /\S/ }));
    return screen.queryAllByRole(role).filter((el) => !named.has(el));
  });
}

describe('every section draws', () => {
  it.each(['tabs', 'steps'] as const)('as %s, with every control named and no sub-schema missing a validator', (kind) => {
    for (const s of h.type.layout[kind]!) {
      const { unmount } = renderForm(h, <SchemaForm section={s} />, fixture);
      expect(screen.queryAllByRole('textbox').length + screen.queryAllByRole('table').length, `${kind} ${s.id} draws fields`).toBeGreaterThan(0);
      expect(
        unnamedControls().map((el) => el.outerHTML.slice(0, 120)),
        `${kind} ${s.id}`,
      ).toEqual([]);
      unmount();
    }
    expect(h.missing).toEqual([]);
  });

  // Each item is drawn in its editor, so every asset kind (16) and person form is exercised.
  it.each(['skolininkai', 'kreditoriai', 'ikaitoDavejai', 'turtas', 'prievoles', 'informavimas'])(
    'every item of %s opens in an editor with named controls',
    (field) => {
      const s = h.type.layout.tabs!.find((t) => t.fields.includes(field))!;
      renderForm(h, <SchemaForm section={s} />, fixture);
      (fixture[field] as unknown[]).forEach((_, i) => {
        fireEvent.click(screen.getByRole('button', { name: `Redaguoti ${i + 1} įrašą` }));
        const dialog = screen.getByRole('dialog');
        expect(within(dialog).queryAllByRole('textbox').length, `${field} ${i + 1}`).toBeGreaterThan(0);
        expect(
          unnamedControls().map((el) => el.outerHTML.slice(0, 120)),
          `${field} ${i + 1}`,
        ).toEqual([]);
        fireEvent.click(within(dialog).getByRole('button', { name: 'Atšaukti' }));
      });
      expect(h.missing).toEqual([]);
    },
    60_000,
  );

  it('shows the labels of the catalogue, not keys', () => {
    renderForm(h, <SchemaForm section={section('tabs', 'dokumento-duomenys')} />, fixture);
    expect(screen.getByRole('textbox', { name: /Identifikavimo kodas \(IDK\)/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Maksimalioji' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/fields\.|types\.sutartine/);
  });
});

describe('editing', () => {
  it('typing changes the document and counts characters against the limit', () => {
    const { store } = renderForm(h, <SchemaForm section={section('tabs', 'dokumento-duomenys')} />, fixture);
    const place = screen.getByRole('textbox', { name: 'Sudarymo vieta' });
    fireEvent.change(place, { target: { value: 'Vilnius' } });
    expect((store.getData().dokumentas as Record<string, unknown>).sudarymoVieta).toBe('Vilnius');
    expect(store.isDirty()).toBe(true);
    const counter = document.getElementById(
      place
        .getAttribute('aria-describedby')!
        .split(' ')
        .find((id) => id.endsWith('__counter'))!,
    );
    expect(counter?.textContent).toBe('7 / 200');
  });

  it('marks a text over its limit', () => {
    renderForm(h, <SchemaForm section={section('tabs', 'dokumento-duomenys')} />, fixture);
    const place = screen.getByRole('textbox', { name: 'Sudarymo vieta' });
    fireEvent.change(place, { target: { value: 'x'.repeat(201) } });
    const counter = document.getElementById(`${place.id}__counter`)!;
    expect(counter.textContent).toBe('201 / 200');
    expect(counter.className).toMatch(/Mui-error/);
  });

  it('reads an amount with a decimal comma and shows it grouped after leaving the field', () => {
    const { store } = renderForm(h, <SchemaForm section={section('tabs', 'sandoris')} />, {
      ...fixture,
      sandoris: { pavadinimas: 'S', sudarymoData: '2026-01-01' },
    });
    const amount = screen.getByRole('textbox', { name: /Maksimali užtikrinama suma, EUR/ });
    fireEvent.focus(amount);
    fireEvent.change(amount, { target: { value: '1 234,56' } });
    expect((store.getData().sandoris as Record<string, unknown>).maksimaliSuma).toBe(1234.56);
    fireEvent.blur(amount);
    expect((amount as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('1 234,56');
  });

  it('shows field help for an active tooltip only', async () => {
    renderForm(h, <SchemaForm section={section('tabs', 'dokumento-duomenys')} />, fixture, 'server');
    const help = await screen.findByRole('button', { name: 'Pagalba: Identifikavimo kodas (IDK)' });
    fireEvent.mouseOver(help);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Identifikavimo kodą sudaro 14 skaitmenų.');
    cleanup();
    renderForm(h, <SchemaForm section={section('tabs', 'sandoris')} />, fixture, 'server');
    // TURTO_VERTE is inactive: the amount has no help button.
    await screen.findByRole('textbox', { name: /Maksimali užtikrinama suma/ });
    expect(screen.queryByRole('button', { name: /^Pagalba/ })).toBeNull();
  });

  it('hides the asset givers until the mortgage is third-party', () => {
    const simple = { ...fixture, rusys: ['paprastas'], ikaitoDavejai: undefined };
    const { store } = renderForm(h, <SchemaForm section={section('steps', 'asmenys')} />, simple);
    expect(screen.queryByRole('heading', { name: 'Įkaito davėjai' })).toBeNull();
    const panel = screen.getByRole('checkbox', { name: 'Svetimo turto' });
    fireEvent.click(panel);
    expect(store.getData().rusys).toContain('svetimas');
    expect(screen.getByRole('heading', { name: 'Įkaito davėjai' })).toBeTruthy();
    within(screen.getByRole('region', { name: 'Įkaito davėjai' })).getByRole('button', { name: 'Pridėti' });
  });
});
