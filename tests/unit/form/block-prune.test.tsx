// @vitest-environment jsdom
/**
 * A top-level object block holds only what the user entered: rjsf draws the applicant's
 * optional address and creates `{}` for it; the block must not hand that to the document,
 * or the step's check reports "Pareiškėjas › Adresas › Šalis" for a group nobody touched
 * (found by e2e/ntr-services.spec.ts on the lease-contract wizard).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';

vi.mock('../../../src/lib/api/client', () => ({ api: { get: vi.fn().mockResolvedValue([]) } }));

import { FieldBlock } from '../../../src/form/components/field-block';
import { validateDocument } from '../../../src/form/engine/validate-document';
import { loadHarness, renderForm, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await loadHarness('nuomos-sutartis-sudarymas');
});
afterEach(() => cleanup());

describe('object blocks drop the empty optional groups rjsf creates', () => {
  it('an applicant typed in without an address has no adresas, and the check names no address field', async () => {
    const { store } = renderForm(h, <FieldBlock field="pareiskejas" />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Asmens tipas/ }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('option', { name: 'Fizinis asmuo' }));
    });
    for (const [name, value] of [
      [/Vardas/, 'Jonas'],
      [/Pavardė/, 'Petraitis'],
      [/Asmens kodas/, '38703181745'],
    ] as const) {
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    }
    const applicant = store.getData().pareiskejas as Record<string, unknown>;
    expect(applicant).toMatchObject({ asmensTipas: 'fizinis', vardas: 'Jonas', pavarde: 'Petraitis', asmensKodas: '38703181745' });
    expect(applicant).not.toHaveProperty('adresas');
    const paths = validateDocument(h.type, store.getData()).map((e) => e.path);
    expect(paths.filter((p) => p.startsWith('/pareiskejas'))).toEqual([]);
  });

  it('keeps an address the user did enter', async () => {
    const { store } = renderForm(h, <FieldBlock field="pareiskejas" />, { pareiskejas: { asmensTipas: 'fizinis' } });
    fireEvent.change(await screen.findByRole('textbox', { name: /Gyvenamoji vietovė/ }), { target: { value: 'Vilnius' } });
    expect((store.getData().pareiskejas as { adresas?: unknown }).adresas).toMatchObject({ vietove: 'Vilnius' });
  });
});
