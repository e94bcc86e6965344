/**
 * The administration lists' URL query (url-query.ts): a change other than the page going back
 * to the first page, whichever parameter the list pages by; the table's paging and sorting props.
 */
import { describe, expect, it, vi } from 'vitest';
import { updateQuery, urlOffsetPaging, urlPaging, urlSorting } from '../../../src/features/admin/components/url-query';

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
