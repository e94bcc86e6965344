// @vitest-environment jsdom
/**
 * The shared date picker: one display per language whatever the browser's locale, typed
 * from the keyboard, '' when cleared, and never the browser's own date input.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createI18n, type Language } from '../../../../src/lib/i18n';
import { PickerInput } from '../../../../src/lib/dates/picker-input';
import type { PickerKind } from '../../../../src/lib/dates/formats';

afterEach(cleanup);

async function renderPicker(language: Language, kind: PickerKind, value: string, onChange = vi.fn()) {
  const i18n = await createI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <PickerInput kind={kind} id="d" label="Data" value={value} onChange={onChange} />
    </I18nextProvider>,
  );
  return { input: screen.getByLabelText<HTMLInputElement>(/^Data/), onChange };
}

describe('PickerInput', () => {
  it.each(['lt', 'en'] as const)('shows a date as YYYY-MM-DD in %s, in a text input', async (language) => {
    const { input } = await renderPicker(language, 'date', '2026-11-20');
    expect(input.value).toBe('2026-11-20');
    expect(input.type).toBe('text');
  });

  it.each(['lt', 'en'] as const)('shows a time in 24 hours and a date-time in ISO order in %s', async (language) => {
    const { input } = await renderPicker(language, 'time', '19:05');
    expect(input.value).toBe('19:05');
    cleanup();
    const { input: both } = await renderPicker(language, 'datetime', '2026-11-20T19:05');
    expect(both.value).toBe('2026-11-20 19:05');
  });

  it('names its calendar button in the page language', async () => {
    await renderPicker('lt', 'date', '');
    expect(screen.getByRole('button', { name: 'Pasirinkite datą' })).toBeTruthy();
    cleanup();
    await renderPicker('en', 'date', '');
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeTruthy();
  });

  it('takes a date typed whole from the keyboard and sends it as the API writes it', async () => {
    const { input, onChange } = await renderPicker('lt', 'date', '');
    fireEvent.change(input, { target: { value: '2026-12-01' }, nativeEvent: { data: '2026-12-01' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
  });

  it('sends an empty value when the field is cleared', async () => {
    const { input, onChange } = await renderPicker('lt', 'date', '2026-11-20');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
