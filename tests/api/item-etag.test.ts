/**
 * Conditional GET of items (decision 0130): GET {base}/{family}/:id answers an ETag made of
 * the item's version (and, while someone holds its lock, the lock's state); a client that
 * sends it back in If-None-Match gets 304 with no body while nothing it shows has changed.
 * A change, a lock taken or released, gives a new ETag and a full answer; an item the caller
 * may not see stays 404 whatever the header says.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { itemsClient, JONAS, RUTA, validFixture } from '../helpers/items.js';

const TYPE = 'sutartine-hipoteka';
const LEASE = 'nuomos-sutartis-sudarymas';
const valid = (JSON.parse(fs.readFileSync(`tests/fixtures/${TYPE}/valid/paprastas-vienas-turtas.json`, 'utf8')) as { data: Record<string, unknown> }).data;

describe.each(TEST_DIALECTS)('conditional GET of items [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let assistant: SignedIn;
  let bailiff: SignedIn;
  let jonas: SignedIn;
  let ruta: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [notary, assistant, bailiff] = await Promise.all(['DT_notaras', 'DT_notaro_padejejas', 'DT_antstolis'].map((u) => login(t.app, u)));
    jonas = await gatewayLogin(t.app, '/sav', JONAS);
    ruta = await gatewayLogin(t.app, '/sav', RUTA);
  }, 120_000);
  afterAll(() => t?.close());

  const getIfNoneMatch = (who: SignedIn, url: string, etag?: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...who.headers, ...(etag ? { 'if-none-match': etag } : {}) } });

  describe('GET /api/documents/:id', () => {
    it('answers 304 without a body to the ETag it gave, and 200 with a new ETag once the document changed', async () => {
      const documents = itemsClient(t.app, notary, '/api', 'documents');
      const id = await documents.createId(TYPE, valid);
      const url = `/api/documents/${id}`;

      const first = await getIfNoneMatch(notary, url);
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toBe('"1"');

      const again = await getIfNoneMatch(notary, url, '"1"');
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe('"1"');
      expect(again.headers['cache-control']).toBe('no-store');
      // a list of tags and a weak tag match too (If-None-Match uses the weak comparison)
      expect((await getIfNoneMatch(notary, url, '"7", W/"1"')).statusCode).toBe(304);
      // another tag: the whole answer
      expect((await getIfNoneMatch(notary, url, '"2"')).statusCode).toBe(200);

      const saved = await documents.put(id, 1, { ...valid, dokumentas: { ...(valid.dokumentas as object), registroNr: '1-9999' } });
      expect(saved.statusCode, saved.body).toBe(200);
      const changed = await getIfNoneMatch(notary, url, '"1"');
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).toBe('"2"');
      expect(changed.json()).toMatchObject({ version: 2, data: { dokumentas: { registroNr: '1-9999' } } });
      expect((await getIfNoneMatch(notary, url, '"2"')).statusCode).toBe(304);
    });

    it('gives a new ETag when someone takes or releases the lock, so a revalidation shows who edits it', async () => {
      const id = await itemsClient(t.app, notary, '/api', 'documents').createId(TYPE, valid);
      const url = `/api/documents/${id}`;
      const lock = (lockIt: boolean) =>
        t.app.inject({ method: 'POST', url: '/api/document-lock', headers: notary.headers, payload: lockIt ? { obj_id: id, lock: true } : { lock: false } });

      expect((await lock(true)).statusCode).toBe(200);
      const locked = await getIfNoneMatch(assistant, url, '"1"');
      expect(locked.statusCode).toBe(200);
      expect(locked.json().lock).toMatchObject({ mine: false });
      const lockedTag = locked.headers.etag as string;
      expect(lockedTag).not.toBe('"1"');
      expect((await getIfNoneMatch(assistant, url, lockedTag)).statusCode).toBe(304);

      expect((await lock(false)).statusCode).toBe(200);
      const released = await getIfNoneMatch(assistant, url, lockedTag);
      expect(released.statusCode).toBe(200);
      expect(released.json().lock).toBeNull();
      expect(released.headers.etag).toBe('"1"');
    });

    it("keeps another user's document 404 even with its matching ETag or *", async () => {
      const id = await itemsClient(t.app, notary, '/api', 'documents').createId(TYPE, valid);
      for (const tag of ['"1"', '*']) {
        const res = await getIfNoneMatch(bailiff, `/api/documents/${id}`, tag);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('errors.document_not_found');
        expect(res.headers.etag).toBeUndefined();
      }
    });
  });

  describe('GET /sav/requests/:id', () => {
    it("answers the citizen's revalidation with 304 and another citizen's with 404", async () => {
      const id = await itemsClient(t.app, jonas, '/sav', 'requests').createId(LEASE, validFixture(LEASE));
      const url = `/sav/requests/${id}`;
      const first = await getIfNoneMatch(jonas, url);
      expect(first.statusCode).toBe(200);
      const tag = first.headers.etag as string;
      expect(tag).toBe('"1"');
      const again = await getIfNoneMatch(jonas, url, tag);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await getIfNoneMatch(ruta, url, tag);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('errors.request_not_found');
    });
  });
});
