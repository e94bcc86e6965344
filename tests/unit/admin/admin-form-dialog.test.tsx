// @vitest-environment jsdom
/**
 * The dialog of an administration record (admin-form-dialog.tsx): save is offered and Enter
 * submits only once the form is complete; the record's own buttons stand before cancel.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { AdminFormDialog } from '../../../src/features/admin/components/admin-form-dialog';
import { i18n, initI18n } from '../../../src/lib/i18n';

afterEach(cleanup);

const renderDialog = (complete: boolean, onSave: () => void) =>
  render(
    <I18nextProvider i18n={i18n}>
      <AdminFormDialog
        id="t"
        title="Įrašas"
        maxWidth="sm"
        dialog={{ busy: false, onClose: () => {} }}
        save={complete ? onSave : null}
        actions={<button type="button">Panaikinti</button>}
      >
        <input aria-label="Kodas" />
      </AdminFormDialog>
    </I18nextProvider>,
  );

describe('AdminFormDialog', () => {
  it('saves a complete form and refuses an incomplete one', async () => {
    await initI18n('lt');
    await i18n.loadNamespaces('admin');
    const onSave = vi.fn();
    renderDialog(false, onSave);
    expect(screen.getByRole('dialog', { name: 'Įrašas' })).toBeTruthy();
    const save = screen.getByRole('button', { name: i18n.t('save', { ns: 'admin' }) }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.submit(screen.getByLabelText('Kodas').closest('form')!);
    expect(onSave).not.toHaveBeenCalled();
    cleanup();
    renderDialog(true, onSave);
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons.indexOf('Panaikinti')).toBeLessThan(buttons.indexOf(i18n.t('cancel', { ns: 'admin' })));
    fireEvent.submit(screen.getByLabelText('Kodas').closest('form')!);
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
