// @vitest-environment jsdom
/**
 * The administration lists' pager (admin-pagination.tsx) and their URL query (url-query.ts):
 * pages counted from 1 in the admin texts, and a change other than the page going back to the
 * first page, whichever parameter the list pages by.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { AdminPagination } from '../../../src/features/admin/components/admin-pagination';
import { updateQuery, urlOffsetPaging, urlPaging, urlSorting } from '../../../src/features/admin/components/url-query';
import { i18n, initI18n } from '../../../src/lib/i18n';

afterEach(cleanup);

describe('AdminPagination', () => {
  it('shows the rows in the admin texts and moves by pages counted from 1', async () => {
    await initI18n('lt');
    await i18n.loadNamespaces('admin');
    const onPage = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <AdminPagination total={25} page={2} pageSize={10} onPage={onPage} />
      </I18nextProvider>,
    );
    expect(screen.getByText('11–20 iš 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(onPage).toHaveBeenCalledWith(3);
  });
});

describe('updateQuery', () => {
  const run = (start: string, changes: Record<string, string | null>, keepPage: boolean, pageParam?: string) => {
    let result = '';
    updateQuery(
      (update) => {
        result = (typeof update === 'function' ? update(new URLSearchParams(start)) : new URLSearchParams(update as string)).toString();
      },
      changes,
      keepPage,
      pageParam,
    );
    return result;
  };

  it('writes and removes values and goes back to the first page unless kept', () => {
    expect(run('q=a&page=3', { q: 'b', state: '' }, false)).toBe('q=b');
    expect(run('q=a&page=3', { page: '4' }, true)).toBe('q=a&page=4');
    expect(run('q=a&offset=20', { q: null }, false, 'offset')).toBe('');
    expect(run('q=a&offset=20', { offset: '40' }, true, 'offset')).toBe('q=a&offset=40');
  });
});

describe('urlPaging, urlOffsetPaging, urlSorting', () => {
  it('turn a page, a size and a sort into URL changes (a new size goes back to the first page)', () => {
    const update = vi.fn();
    const byPage = urlPaging({ page: 2, pageSize: 25 }, update);
    expect([byPage.page, byPage.pageSize]).toEqual([2, 25]);
    byPage.onPage(3);
    byPage.onPageSize(50);
    const byOffset = urlOffsetPaging({ offset: 50, limit: 25 }, update);
    expect([byOffset.page, byOffset.pageSize]).toEqual([3, 25]);
    byOffset.onPage(4);
    byOffset.onPageSize(10);
    urlSorting('code', 'asc', update).onSort('name_lt', 'desc');
    urlSorting('created_at', 'desc', update, 'direction').onSort('state', 'asc');
    expect(update.mock.calls).toEqual([
      [{ page: '3' }, true],
      [{ pageSize: '50' }],
      [{ offset: '75' }, true],
      [{ limit: '10' }],
      [{ sort: 'name_lt', order: 'desc' }, true],
      [{ sort: 'state', direction: 'asc' }, true],
    ]);
  });
});
