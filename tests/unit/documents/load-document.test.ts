// @vitest-environment jsdom
/**
 * The document page's early start: the route loader loads the document (item, type, labels)
 * afresh for a navigation, never rejects, and hands the page's first render (generation 0) the
 * same promise, already marked settled so React's `use` reads it without suspending.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '../../../src/lib/i18n';
import { ApiError } from '../../../src/lib/api/api-error';
import { DOCUMENT_PAGE, parseItemId } from '../../../src/features/documents/item-pages';
import { loadDocument, prefetchDocument } from '../../../src/features/documents/load-document';
import { getItem } from '../../../src/lib/api/items';
import { itemView } from './item-fixture';

vi.mock('../../../src/lib/api/items', () => ({ getItem: vi.fn() }));
const fetchItem = vi.mocked(getItem);

const item = itemView;
type Tracked = Promise<unknown> & { status?: string; value?: { document: { version: number } }; reason?: unknown };

let i18n: I18n;
beforeEach(async () => {
  sessionStorage.clear();
  fetchItem.mockReset();
  i18n ??= await createI18n('lt');
});

describe('the document page loader', () => {
  it('reads only a positive integer id of up to 16 digits', () => {
    expect(parseItemId('5')).toBe(5);
    expect(parseItemId('1234567890123456')).toBe(1234567890123456);
    for (const bad of [undefined, '', '0', '05', '-1', '1.5', 'abc', '12345678901234567']) expect(parseItemId(bad)).toBeNull();
  });

  it('hands the first render the settled load it started', async () => {
    fetchItem.mockResolvedValueOnce(item(11) as never);
    await prefetchDocument(11, i18n, DOCUMENT_PAGE);
    const promise = loadDocument(11, 0, i18n, DOCUMENT_PAGE) as Tracked;
    expect(promise.status).toBe('fulfilled');
    expect(promise.value?.document.version).toBe(1);
    expect(fetchItem).toHaveBeenCalledTimes(1);
    expect(fetchItem).toHaveBeenCalledWith('documents', 11);
  });

  it('loads afresh for every navigation to the page', async () => {
    fetchItem.mockResolvedValueOnce(item(12, 1) as never).mockResolvedValueOnce(item(12, 2) as never);
    await prefetchDocument(12, i18n);
    await prefetchDocument(12, i18n);
    expect(fetchItem).toHaveBeenCalledTimes(2);
    expect((loadDocument(12, 0, i18n) as Tracked).value?.document.version).toBe(2);
  });

  it('never rejects: the page shows the failure from the same settled promise', async () => {
    fetchItem.mockRejectedValueOnce(new ApiError(404, 'nėra', [], 'http', 'errors.not_found'));
    await expect(prefetchDocument(13, i18n)).resolves.toBeUndefined();
    const promise = loadDocument(13, 0, i18n) as Tracked;
    expect(promise.status).toBe('rejected');
    expect((promise.reason as ApiError).status).toBe(404);
    await expect(promise).rejects.toBeInstanceOf(ApiError);
  });
});
