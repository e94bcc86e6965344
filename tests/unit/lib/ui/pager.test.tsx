// @vitest-environment jsdom
/**
 * The pager under every server-paged list (src/lib/ui/pager.tsx): pages counted from 1, its
 * texts in the page's language (rows, rows per page, the page buttons' names), a new size.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Pager } from '../../../../src/lib/ui/pager';
import { i18n, initI18n } from '../../../../src/lib/i18n';

afterEach(cleanup);

describe('Pager', () => {
  it('shows the rows in Lithuanian and moves by pages counted from 1', async () => {
    await initI18n('lt');
    const onPage = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <Pager total={25} page={2} pageSize={10} onPage={onPage} />
      </I18nextProvider>,
    );
    expect(screen.getByText('11–20 iš 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kitas puslapis' }));
    expect(onPage).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Ankstesnis puslapis' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('offers the list sizes and reports a new one', async () => {
    await initI18n('lt');
    const onPageSize = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <Pager total={80} page={1} pageSize={25} pageSizes={[10, 25, 50]} onPage={() => {}} onPageSize={onPageSize} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Eilučių puslapyje:')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '50' }));
    expect(onPageSize).toHaveBeenCalledWith(50);
  });
});
