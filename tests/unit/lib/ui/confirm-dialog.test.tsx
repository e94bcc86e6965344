// @vitest-environment jsdom
/**
 * The frame of the write dialogs (src/lib/ui/confirm-dialog.tsx): the title names the dialog,
 * submit either submits the content's form or calls its handler, a problem shows as an alert,
 * and while busy both buttons are disabled and Escape does not close it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../../src/lib/ui/confirm-dialog';

afterEach(cleanup);

function mount(props: Partial<ConfirmDialogProps>) {
  const onClose = vi.fn();
  render(
    <ConfirmDialog
      titleId="bandymas"
      title="Veiksmas"
      busy={false}
      onClose={onClose}
      cancelLabel="Atšaukti"
      submitLabel="Tvirtinti"
      submit={{ onSubmit: () => undefined }}
      {...props}
    >
      {props.children ?? <p>turinys</p>}
    </ConfirmDialog>,
  );
  return onClose;
}

describe('ConfirmDialog', () => {
  it('is named by its title and calls the submit handler and cancel', () => {
    const onSubmit = vi.fn();
    const onClose = mount({ submit: { onSubmit } });
    expect(screen.getByRole('dialog', { name: 'Veiksmas' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tvirtinti' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Atšaukti' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('submits the form of its content when given its id', () => {
    mount({ submit: { form: 'forma' }, children: <form id="forma" /> });
    const submit = screen.getByRole('button', { name: 'Tvirtinti' });
    expect(submit.getAttribute('type')).toBe('submit');
    expect(submit.getAttribute('form')).toBe('forma');
  });

  it('shows a problem as an alert and disables both buttons while busy or when told', () => {
    const onClose = mount({ busy: true, problem: 'Klaida' });
    expect(screen.getByRole('alert').textContent).toBe('Klaida');
    expect(screen.getByRole('button', { name: 'Tvirtinti' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Atšaukti' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    cleanup();
    mount({ submitDisabled: true });
    expect(screen.getByRole('button', { name: 'Tvirtinti' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Atšaukti' }).hasAttribute('disabled')).toBe(false);
  });
});
