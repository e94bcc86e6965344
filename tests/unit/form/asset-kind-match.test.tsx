// @vitest-environment jsdom
/**
 * rjsf finds an asset's kind option by asking the validator whether the item's `rusis`
 * matches each option's merged discriminator literal ({ const, enum, title, description }),
 * a sub-schema the generator cannot precompile (literal-validator.ts judges it). Every asset of
 * the 16-kind fixture opens with its own kind and with no validator reported missing, and a
 * new asset switched from one kind to another keeps the last choice.
 */
import fs from 'node:fs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';

vi.mock('../../../src/lib/api/client', () => ({ api: { get: vi.fn().mockResolvedValue([]) } }));

import { loadHarness, type Harness } from './harness';
import { renderViews } from './views';

const rich = JSON.parse(fs.readFileSync('tests/fixtures/sutartine-hipoteka/valid/visos-rusys-16-turto-rusiu.json', 'utf8')).data as Record<string, unknown>;
const assets = rich.turtas as { turtasID: string; rusis: string }[];

let h: Harness;
/** The option label the selector shows: the kind definition's title. */
let kindLabel: (kind: string) => string;
beforeAll(async () => {
  h = await loadHarness();
  kindLabel = (kind) => h.i18n.t(`fields:fields.asset_${kind}._`);
});
beforeEach(() => {
  h.missing.length = 0;
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(540);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(960);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const kindSelector = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Turto rūšis' });

describe('asset kind options', () => {
  it.each(assets.map((a) => [a.rusis, a.turtasID]))('opens the %s asset (%s) with its own kind', async (rusis, id) => {
    renderViews(h, `/doc/turtas/${rusis}/${id}`, rich);
    const dialog = await screen.findByRole('dialog');
    expect(kindSelector(dialog).textContent).toBe(kindLabel(rusis));
    expect(h.missing).toEqual([]);
  });

  it('keeps the last kind chosen for a new asset', async () => {
    renderViews(h, '/doc/turtas', {});
    fireEvent.click(await screen.findByRole('button', { name: 'Pridėti' }));
    const dialog = await screen.findByRole('dialog');
    for (const kind of ['ntr', 'dizainas', 'prekes_zenklas', 'orlaivis']) {
      fireEvent.mouseDown(kindSelector(dialog));
      fireEvent.click(await screen.findByRole('option', { name: kindLabel(kind) }));
      expect(kindSelector(dialog).textContent).toBe(kindLabel(kind));
    }
    expect(h.missing).toEqual([]);
  });
});
