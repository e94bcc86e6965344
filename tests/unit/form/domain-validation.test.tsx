// @vitest-environment jsdom
/**
 * One validation path (issue #15 item 4): the form judges a document with the domain's
 * validateData — the function the server calls — and shows each FieldError on its field with
 * its params; rjsf's own validator is left to what rjsf needs (option matching).
 */
import fs from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { loadHarness, type Harness } from './harness';
import { renderViews } from './views';

const rich = JSON.parse(fs.readFileSync('tests/fixtures/sutartine-hipoteka/valid/visos-rusys-16-turto-rusiu.json', 'utf8')).data as Record<string, unknown>;

let h: Harness;
beforeAll(async () => {
  h = await loadHarness();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Tikrinti', () => {
  it('shows the domain’s field error on the field, its limit in the text, without rjsf judging the document', async () => {
    const whole = vi.spyOn(h.type.validator, 'validateFormData');
    const data = { ...rich, kitaInformacija: { ...(rich.kitaInformacija as object), palukanos: 150 } };
    const { store } = renderViews(h, '/doc/kita-informacija', data);
    fireEvent.click(await screen.findByRole('button', { name: 'Tikrinti' }));
    expect(await screen.findAllByText('Reikšmė turi būti ne didesnė kaip 100.')).not.toHaveLength(0);
    expect(store.getErrors()).toEqual([{ path: '/kitaInformacija/palukanos', messageKey: 'validation.maximum', params: { limit: 100 }, severity: 'critical' }]);
    expect(whole).not.toHaveBeenCalled();
  });
});

describe('a field that loses focus', () => {
  it('is judged by the domain too: its rule’s own message, no rjsf document validation', async () => {
    const whole = vi.spyOn(h.type.validator, 'validateFormData');
    renderViews(h, '/doc/dokumento-duomenys', { ...rich, dokumentas: { ...(rich.dokumentas as object), idk: '' } });
    const idk = await screen.findByRole('textbox', { name: /Identifikavimo kodas \(IDK\)/ });
    fireEvent.change(idk, { target: { value: '12' } });
    fireEvent.blur(idk);
    expect(await screen.findByText('Identifikavimo kodas (IDK) turi būti sudarytas iš 14 skaitmenų.')).toBeTruthy();
    expect(whole).not.toHaveBeenCalled();
  });
});
