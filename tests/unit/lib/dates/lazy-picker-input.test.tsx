// @vitest-environment jsdom
/**
 * The date picker arrives in its own chunk: until it does, a plain input with the same label
 * and value is there and takes a date from the keyboard; then the picker takes over, with the
 * value and the focus.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../../src/lib/i18n';
import type { PickerKind } from '../../../../src/lib/dates/formats';
import { valueOfTyped } from '../../../../src/lib/dates/plain-text';
import type * as PickerModule from '../../../../src/lib/dates/picker-input';

let release: () => void = () => {};
const arrived = new Promise<void>((resolve) => {
  release = resolve;
});
vi.mock('../../../../src/lib/dates/picker-input', async (importOriginal) => {
  const actual = await importOriginal<typeof PickerModule>();
  await arrived;
  return actual;
});

const { LazyPickerInput } = await import('../../../../src/lib/dates/lazy-picker-input');

afterEach(cleanup);

async function renderLazy(kind: PickerKind, value: string, onChange = vi.fn()) {
  const i18n = await createI18n('lt');
  render(
    <I18nextProvider i18n={i18n}>
      <LazyPickerInput kind={kind} id="d" label="Data" value={value} onChange={onChange} required />
    </I18nextProvider>,
  );
  return { input: screen.getByLabelText<HTMLInputElement>(/^Data/), onChange };
}

describe('LazyPickerInput', () => {
  it('is a usable labelled input before the picker chunk arrives, then the picker with the value and the focus', async () => {
    const { input, onChange } = await renderLazy('datetime', '2026-11-20T19:05');
    expect(input.value).toBe('2026-11-20 19:05');
    expect(input.id).toBe('d');
    expect(input.required).toBe(true);
    expect(screen.queryByRole('button', { name: /Pasirinkite/ })).toBeNull();

    input.focus();
    fireEvent.change(input, { target: { value: '2026-12-01 08:3' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    fireEvent.change(input, { target: { value: '2026-12-01 08:30' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01T08:30');

    await act(async () => {
      release();
      await arrived;
    });
    expect(await screen.findByRole('button', { name: /Pasirinkite/ })).toBeTruthy();
    const picker = screen.getByLabelText<HTMLInputElement>(/^Data/);
    expect(picker.value).toBe('2026-11-20 19:05');
    expect(document.activeElement).toBe(picker);
  });
});

describe('valueOfTyped', () => {
  it.each([
    ['date', '2026-02-28', '2026-02-28'],
    ['date', '2026-02-30', ''],
    ['date', '2026-2-3', ''],
    ['time', '23:59', '23:59'],
    ['time', '24:00', ''],
    ['datetime', ' 2026-11-20 19:05 ', '2026-11-20T19:05'],
    ['datetime', '2026-11-20T19:05', ''],
    ['date', '', ''],
  ] as const)('%s "%s" → "%s"', (kind, text, expected) => {
    expect(valueOfTyped(text, kind)).toBe(expected);
  });
});
