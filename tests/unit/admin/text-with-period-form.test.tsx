// @vitest-environment jsdom
/** The banner and message sections' shared form: named by its heading, submit off for an empty text, a refusal in words, the section's own fields inside. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { initI18n } from '../../../src/lib/i18n';
import { TextWithPeriodForm, type TextWithPeriodFormProps } from '../../../src/features/admin/components/text-with-period-form';

let i18n: I18n;
beforeAll(async () => {
  i18n = await initI18n('lt');
  await i18n.loadNamespaces(['admin']);
});
afterEach(cleanup);

const props = (over: Partial<TextWithPeriodFormProps>): TextWithPeriodFormProps => ({
  headingId: 'forma',
  heading: 'Nauja žinutė',
  textLabel: 'Tekstas',
  submitLabel: 'Skelbti',
  text: '',
  onText: () => undefined,
  period: { from: '', to: '' },
  onPeriod: () => undefined,
  busy: false,
  onSubmit: () => undefined,
  ...over,
});

describe('TextWithPeriodForm', () => {
  it('submits a text, shows the section’s own fields and a refusal', () => {
    const onSubmit = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <TextWithPeriodForm {...props({ text: 'Sveiki', onSubmit, problem: 'Tokio naudotojo nėra.' })}>
          <input aria-label="Gavėjai" />
        </TextWithPeriodForm>
      </I18nextProvider>,
    );
    const form = screen.getByRole('form', { name: 'Nauja žinutė' });
    expect(screen.getByLabelText('Gavėjai')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Tokio naudotojo nėra.');
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps the button off for an empty text and while busy', () => {
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <TextWithPeriodForm {...props({ text: '  ' })} />
      </I18nextProvider>,
    );
    expect((screen.getByRole('button', { name: 'Skelbti' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(
      <I18nextProvider i18n={i18n}>
        <TextWithPeriodForm {...props({ text: 'Sveiki', busy: true })} />
      </I18nextProvider>,
    );
    expect((screen.getByRole('button', { name: 'Skelbti' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
