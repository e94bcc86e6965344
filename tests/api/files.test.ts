import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { ADOC, containerItems, pdf, pdfOfSize, zip } from '../helpers/upload-corpus/builders.js';
import { CORPUS } from '../helpers/upload-corpus/corpus.js';
import { form, type Part } from '../helpers/multipart.js';

const valid = (JSON.parse(fs.readFileSync('tests/fixtures/sutartine-hipoteka/valid/paprastas-vienas-turtas.json', 'utf8')) as { data: unknown }).data;
const MiB = 1024 * 1024;

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.each(TEST_DIALECTS)('document files [%s]', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  let notary: SignedIn;
  let assistant: SignedIn;
  let docId: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-files-'));
    t = await createTestApp(dialect, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.db.kysely.deleteFrom('item_lock').execute();
    [notary, assistant] = await Promise.all(['DT_notaras', 'DT_notaro_padejejas'].map((u) => login(t.app, u)));
    docId = await createDocument();
  });

  async function createDocument(): Promise<number> {
    const res = await t.app.inject({ method: 'POST', url: '/api/documents', headers: notary.headers, payload: { type: 'sutartine-hipoteka', data: valid } });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  }
  const upload = (who: SignedIn, id: number, parts: Part[], base = '/api') => {
    const { payload, headers } = form(parts);
    return t.app.inject({ method: 'POST', url: `${base}/documents/${id}/files`, headers: { ...who.headers, ...headers }, payload });
  };
  const list = (who: SignedIn, id: number) => t.app.inject({ method: 'GET', url: `/api/documents/${id}/files`, headers: who.headers });
  const download = (who: SignedIn, id: number, fileId: number) =>
    t.app.inject({ method: 'GET', url: `/api/documents/${id}/files/${fileId}`, headers: who.headers });
  const remove = (who: SignedIn, id: number, fileId: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/documents/${id}/files/${fileId}`, headers: who.headers });

  /** Every file under DATA_DIR/files (the temporary folder included) with its size. */
  function disk(): string[] {
    const out: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else out.push(`${path.relative(dataDir, full)}:${fs.statSync(full).size}`);
      }
    };
    walk(path.join(dataDir, 'files'));
    return out.sort();
  }
  const rows = async () => {
    const db = t.db.kysely;
    const files = await db
      .selectFrom('attached_file')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const audit = await db
      .selectFrom('audit_event')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('action', 'like', 'file.%')
      .executeTakeFirstOrThrow();
    return [Number(files.n), Number(audit.n)];
  };
  /** Runs `act` and asserts it left nothing on disk or in the database. */
  async function changesNothing(act: () => Promise<void>) {
    const [diskBefore, rowsBefore] = [disk(), await rows()];
    await act();
    expect(disk()).toEqual(diskBefore);
    expect(await rows()).toEqual(rowsBefore);
  }

  describe('POST /api/documents/:id/files — the upload corpus', () => {
    it.each(CORPUS.map((s) => [s.what, s] as const))('%s', async (_what, sample) => {
      const bytes = await sample.build();
      if ('accept' in sample.expect) {
        const res = await upload(notary, docId, [{ filename: sample.file, data: bytes }]);
        expect(res.statusCode, res.body).toBe(201);
        const body = res.json();
        const contentType = { pdf: 'application/pdf', asice: 'application/vnd.etsi.asic-e+zip', adoc: ADOC }[sample.expect.accept];
        expect(body).toMatchObject({
          format: sample.expect.accept,
          contentType,
          size: bytes.length,
          sha256: sha256(bytes),
          uploadedBy: { name: 'Rasa Vaitkienė' },
        });
        const row = await t.db.kysely.selectFrom('attached_file').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
        expect(row.storage_name).toMatch(/^[0-9a-f]{32}$/);
        expect(fs.readFileSync(path.join(dataDir, 'files', row.storage_name)).equals(bytes)).toBe(true);
        const audit = await t.db.kysely
          .selectFrom('audit_event')
          .selectAll()
          .where('action', '=', 'file.upload')
          .where('object_id', '=', String(docId))
          .execute();
        expect(audit).toHaveLength(1);
        expect(JSON.parse(audit[0].details!)).toMatchObject({ fileId: body.id, format: sample.expect.accept, size: bytes.length, sha256: sha256(bytes) });
        expect(fs.readdirSync(path.join(dataDir, 'files', '.incoming'))).toEqual([]);
      } else {
        const { status, key } = sample.expect;
        await changesNothing(async () => {
          const res = await upload(notary, docId, [{ filename: sample.file, data: bytes, type: 'application/pdf' }]);
          expect(res.statusCode, res.body).toBe(status);
          expect(res.json()).toEqual({ message: key, errors: [{ path: '/file', messageKey: key, severity: 'critical' }] });
        });
      }
    });
  });

  describe('POST /api/documents/:id/files — size, count and form', () => {
    it('accepts exactly MAX_FILE_SIZE_MB and refuses one byte more with 413, reading the parameter each time', async () => {
      await t.setParameter('MAX_FILE_SIZE_MB', '1');
      try {
        await changesNothing(async () => {
          const res = await upload(notary, docId, [{ filename: 'per-didelis.pdf', data: pdfOfSize(MiB + 1) }]);
          expect(res.statusCode).toBe(413);
          expect(res.json()).toEqual({
            message: 'errors.file_too_large',
            errors: [{ path: '/file', messageKey: 'errors.file_too_large', params: { max: 1 }, severity: 'critical' }],
          });
        });
        const exact = await upload(notary, docId, [{ filename: 'lygiai.pdf', data: pdfOfSize(MiB) }]);
        expect(exact.statusCode).toBe(201);
        expect(exact.json().size).toBe(MiB);
      } finally {
        await t.setParameter('MAX_FILE_SIZE_MB', '10');
      }
    });

    it('refuses one byte over the seeded 10 MB', async () => {
      await changesNothing(async () => {
        const res = await upload(notary, docId, [{ filename: 'per-didelis.pdf', data: pdfOfSize(10 * MiB + 1) }]);
        expect(res.statusCode).toBe(413);
        expect(res.json().errors[0].params).toEqual({ max: 10 });
      });
    });

    it('refuses two files at once, a form field, a file under another name, no file, and a body that is not multipart', async () => {
      const cases: [Part[] | 'json' | 'no-boundary', number, string][] = [
        [
          [
            { filename: 'a.pdf', data: pdf() },
            { filename: 'b.pdf', data: pdf() },
          ],
          400,
          'errors.file_one_at_a_time',
        ],
        [
          [
            { filename: 'a.pdf', data: pdf() },
            { field: 'kitas', filename: 'b.pdf', data: pdf() },
          ],
          400,
          'errors.file_one_at_a_time',
        ],
        [
          [
            { field: 'pastaba', data: 'labas' },
            { filename: 'a.pdf', data: pdf() },
          ],
          400,
          'errors.bad_request',
        ],
        [
          [
            { field: 'a', data: '1' },
            { field: 'b', data: '2' },
            { filename: 'a.pdf', data: pdf() },
          ],
          400,
          'errors.bad_request',
        ],
        [
          [
            { filename: 'a.pdf', data: pdf() },
            { field: 'pastaba', data: 'labas' },
          ],
          400,
          'errors.bad_request',
        ],
        [[{ field: 'dokumentas', filename: 'a.pdf', data: pdf() }], 400, 'errors.file_required'],
        [[], 400, 'errors.file_required'],
        ['json', 415, 'errors.unsupported_media_type'],
        ['no-boundary', 400, 'errors.bad_request'],
      ];
      for (const [parts, status, key] of cases) {
        await changesNothing(async () => {
          const res =
            parts === 'json'
              ? await t.app.inject({ method: 'POST', url: `/api/documents/${docId}/files`, headers: notary.headers, payload: { file: 'JVBERi0=' } })
              : parts === 'no-boundary'
                ? await t.app.inject({
                    method: 'POST',
                    url: `/api/documents/${docId}/files`,
                    headers: { ...notary.headers, 'content-type': 'multipart/form-data' },
                    payload: pdf(),
                  })
                : await upload(notary, docId, parts);
          expect([res.statusCode, res.json().message], JSON.stringify(parts).slice(0, 120)).toEqual([status, key]);
        });
      }
    });
  });

  describe('who may upload, see and delete', () => {
    it('hides the files of an invisible document (404) and lets registry staff and readers read but not change them', async () => {
      const stored = (await upload(notary, docId, [{ filename: 'a.pdf', data: pdf() }])).json();
      const bailiff = await login(t.app, 'DT_antstolis');
      await changesNothing(async () => {
        expect((await upload(bailiff, docId, [{ filename: 'b.pdf', data: pdf() }])).statusCode).toBe(404);
        expect((await list(bailiff, docId)).statusCode).toBe(404);
        expect((await download(bailiff, docId, stored.id)).statusCode).toBe(404);
        expect((await remove(bailiff, docId, stored.id)).statusCode).toBe(404);
      });
      for (const role of ['RG_STSR_registrat', 'SK_skaitytojas']) {
        const who = await login(t.app, role);
        expect((await list(who, docId)).json().items.map((f: { id: number }) => f.id)).toEqual([stored.id]);
        expect((await download(who, docId, stored.id)).statusCode).toBe(200);
        await changesNothing(async () => {
          expect((await upload(who, docId, [{ filename: 'b.pdf', data: pdf() }])).statusCode).toBe(403);
          expect((await remove(who, docId, stored.id)).statusCode).toBe(403);
        });
      }
      // a colleague of the same office prepares the same document
      expect((await upload(assistant, docId, [{ filename: 'c.pdf', data: pdf() }])).statusCode).toBe(201);
    });

    it('refuses uploads and deletes once the document has left preparation (409)', async () => {
      const stored = (await upload(notary, docId, [{ filename: 'a.pdf', data: pdf() }])).json();
      await t.db.kysely.updateTable('document').set({ status: 'perduotas' }).where('id', '=', docId).execute();
      await changesNothing(async () => {
        const res = await upload(notary, docId, [{ filename: 'b.pdf', data: pdf() }]);
        expect([res.statusCode, res.json().message]).toEqual([409, 'errors.document_not_editable']);
        expect((await remove(notary, docId, stored.id)).statusCode).toBe(409);
      });
      await t.db.kysely.updateTable('document').set({ status: 'grazintas' }).where('id', '=', docId).execute();
      expect((await remove(notary, docId, stored.id)).statusCode).toBe(204);
    });

    it('refuses uploads and deletes while someone else holds the lock (409 errors.document_locked)', async () => {
      const stored = (await upload(notary, docId, [{ filename: 'a.pdf', data: pdf() }])).json();
      await t.app.inject({ method: 'POST', url: '/api/document-lock', headers: assistant.headers, payload: { obj_id: docId, lock: true } });
      await changesNothing(async () => {
        const res = await upload(notary, docId, [{ filename: 'b.pdf', data: pdf() }]);
        expect(res.statusCode).toBe(409);
        expect(res.json().errors[0]).toMatchObject({ messageKey: 'errors.document_locked', params: { name: 'Eglė Paulauskienė' } });
        expect((await remove(notary, docId, stored.id)).statusCode).toBe(409);
      });
      expect((await upload(assistant, docId, [{ filename: 'b.pdf', data: pdf() }])).statusCode).toBe(201);
    });
  });

  describe('GET and DELETE /api/documents/:id/files/:fileId', () => {
    it('lists the files and downloads each with its content type and a safe attachment name', async () => {
      const samples = [
        { filename: 'Sutartis Nr. 5 – įkeitimas.pdf', data: pdf(), type: 'application/pdf', ascii: 'Sutartis Nr. 5 _ ikeitimas.pdf' },
        {
          filename: 'pasirašyta.asice',
          data: zip(containerItems('application/vnd.etsi.asic-e+zip')),
          type: 'application/vnd.etsi.asic-e+zip',
          ascii: 'pasirasyta.asice',
        },
        { filename: 'archyvas', data: zip(containerItems(ADOC)), type: ADOC, ascii: 'archyvas.adoc' },
      ];
      const ids: number[] = [];
      for (const s of samples) ids.push((await upload(notary, docId, [{ filename: s.filename, data: s.data }])).json().id);
      const listed = (await list(notary, docId)).json().items;
      expect(listed.map((f: { id: number; name: string }) => [f.id, f.name])).toEqual([
        [ids[0], 'Sutartis Nr. 5 – įkeitimas.pdf'],
        [ids[1], 'pasirašyta.asice'],
        [ids[2], 'archyvas.adoc'],
      ]);
      for (const [i, s] of samples.entries()) {
        const res = await download(notary, docId, ids[i]);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(s.type);
        expect(res.headers['content-length']).toBe(String(s.data.length));
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-disposition']).toBe(`attachment; filename="${s.ascii}"; filename*=UTF-8''${encodeURIComponent(listed[i].name)}`);
        expect(res.rawPayload.equals(s.data)).toBe(true);
      }
      const other = await createDocument();
      expect((await download(notary, other, ids[0])).statusCode).toBe(404);
      expect((await download(notary, docId, 987654321)).json().message).toBe('errors.file_not_found');
    });

    it("keeps the uploader's name for display only: folders and direction tricks removed, the file stored under a random name", async () => {
      const res = await upload(notary, docId, [{ filename: '../../etc/\u202Efdp.exe', data: pdf() }]);
      expect(res.statusCode).toBe(201);
      expect(res.json().name).toBe('fdp.exe.pdf');
      expect(disk().filter((f) => !f.startsWith('files/'))).toEqual([]);
    });

    it('deletes a file while the document is in preparation: row, file and an audit event', async () => {
      const bytes = pdf({ text: 'Istrinti' });
      const stored = (await upload(notary, docId, [{ filename: 'a.pdf', data: bytes }])).json();
      const { storage_name } = await t.db.kysely.selectFrom('attached_file').select('storage_name').where('id', '=', stored.id).executeTakeFirstOrThrow();
      expect(fs.existsSync(path.join(dataDir, 'files', storage_name))).toBe(true);
      const res = await remove(assistant, docId, stored.id);
      expect(res.statusCode).toBe(204);
      expect(fs.existsSync(path.join(dataDir, 'files', storage_name))).toBe(false);
      expect((await list(notary, docId)).json().items).toEqual([]);
      const audit = await t.db.kysely
        .selectFrom('audit_event')
        .selectAll()
        .where('action', '=', 'file.delete')
        .where('object_id', '=', String(docId))
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor_name: 'Eglė Paulauskienė', object_type: 'document' });
      expect(JSON.parse(audit[0].details!)).toEqual({ fileId: stored.id, name: 'a.pdf', format: 'pdf', size: bytes.length, sha256: sha256(bytes) });
      expect((await remove(notary, docId, stored.id)).json().message).toBe('errors.file_not_found');
    });

    it('serves the same routes under /sav (portal owners), closed to anonymous callers', async () => {
      expect((await t.app.inject({ method: 'GET', url: `/sav/documents/${docId}/files` })).statusCode).toBe(401);
      expect((await upload({ headers: { authorization: '' } } as SignedIn, docId, [{ filename: 'a.pdf', data: pdf() }], '/sav')).statusCode).toBe(401);
    });
  });
});
