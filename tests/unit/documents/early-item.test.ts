// @vitest-environment jsdom
/**
 * The document asked for at the start of a navigation (decision 0182): only for a signed-in
 * user and a well-formed id, at the items API's own path, and the page's load takes that answer
 * instead of asking again; a type remembered with its version loads without the catalogue.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '../../../src/lib/i18n';
import { session } from '../../../src/lib/session';
import { itemPath, type ItemView } from '../../../src/lib/api/items';
import { DOCUMENT_PAGE } from '../../../src/features/documents/item-pages';
import { knownType, rememberType } from '../../../src/features/documents/known-types';
import { loadDocument, prefetchDocument } from '../../../src/features/documents/load-document';
import { requestItemEarly } from '../../../src/features/documents/routes/early-item';
import { itemView } from './item-fixture';

const ITEM = itemView(21, 3);
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const signIn = () =>
  session.setSession({
    token: 't',
    user: {
      id: 1,
      displayName: 'N',
      roles: ['RG_STSR_notaras'],
      idleMinutes: 15,
      consent: { terms: true, ntrServices: true, selfServiceContract: true },
      firstSignIn: false,
    },
  });

let i18n: I18n;
let fetch: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  sessionStorage.clear();
  session.clearSession();
  fetch = vi.fn(async (url: string | URL) => (String(url).includes('/catalog') ? json([]) : json(ITEM)));
  vi.stubGlobal('fetch', fetch);
  i18n ??= await createI18n('lt');
});
afterEach(() => vi.unstubAllGlobals());

const paths = () => fetch.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);

describe('the document asked for at the start of a navigation', () => {
  it('is asked for only for a signed-in user and a well-formed id', () => {
    expect(requestItemEarly('documents', '21')).toBeNull();
    signIn();
    expect(requestItemEarly('documents', 'abc')).toBeNull();
    expect(requestItemEarly('documents', undefined)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is asked at the items API’s path, and the page’s load takes it', async () => {
    signIn();
    const early = requestItemEarly(DOCUMENT_PAGE.family, '21');
    expect(early?.id).toBe(21);
    expect(paths()).toEqual([`/api${itemPath('documents', 21)}`]);
    await prefetchDocument(21, i18n, DOCUMENT_PAGE, early?.item as Promise<ItemView>);
    const start = await loadDocument(21, 0, i18n, DOCUMENT_PAGE);
    expect(start.document.version).toBe(3);
    // one request for the item: the load asked nothing again
    expect(paths().filter((p) => p === `/api${itemPath('documents', 21)}`)).toHaveLength(1);
  });

  it('remembers the version with the type, and the next visit loads that version without the catalogue', async () => {
    signIn();
    rememberType(20, 'sutartine-hipoteka');
    expect(knownType(20)).toEqual({ typeId: 'sutartine-hipoteka' });
    await prefetchDocument(23, i18n, DOCUMENT_PAGE);
    expect(knownType(23)).toEqual({ typeId: 'sutartine-hipoteka', schemaVersion: '1' });
    fetch.mockClear();
    await prefetchDocument(23, i18n, DOCUMENT_PAGE);
    expect(paths()).toEqual([`/api${itemPath('documents', 23)}`]);
  });
});
