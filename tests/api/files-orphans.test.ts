/**
 * What a crash leaves in DATA_DIR/files — temporary uploads, and stored files whose row never
 * committed — is swept at start-up and by the scheduled sweep, once older than the grace
 * period; and an upload is on disk (file and folder flushed) before its row commits.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../api/app.js';
import { SWEEP_GRACE_MS } from '../../api/modules/files/storage.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { form } from '../helpers/multipart.js';
import { pdf } from '../helpers/upload-corpus/builders.js';

const valid = (JSON.parse(fs.readFileSync('tests/fixtures/sutartine-hipoteka/valid/paprastas-vienas-turtas.json', 'utf8')) as { data: unknown }).data;

describe.each(TEST_DIALECTS)('files left by a crash [%s]', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  let files: string;
  let notary: SignedIn;
  let docId: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-files-orphans-'));
    files = path.join(dataDir, 'files');
    t = await createTestApp(dialect, { env: { DATA_DIR: dataDir } });
    notary = await login(t.app, 'DT_notaras');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: notary.headers,
      payload: { type: 'sutartine-hipoteka', data: valid },
    });
    expect(created.statusCode).toBe(201);
    docId = created.json().id as number;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(() => vi.restoreAllMocks());

  async function uploadOne(): Promise<string> {
    const { payload, headers } = form([{ filename: 'sutartis.pdf', data: pdf() }]);
    const res = await t.app.inject({ method: 'POST', url: `/api/documents/${docId}/files`, headers: { ...notary.headers, ...headers }, payload });
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.db.kysely.selectFrom('attached_file').select('storage_name').where('id', '=', res.json().id).executeTakeFirstOrThrow();
    return row.storage_name;
  }

  /** Writes a file and sets its modification time `ageMs` into the past. */
  function plant(file: string, ageMs: number) {
    fs.writeFileSync(file, 'leftover');
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(file, at, at);
  }
  const old = SWEEP_GRACE_MS + 60_000;
  const hex = () => randomBytes(16).toString('hex');

  /** Plants one of each: old and fresh orphans, old and fresh temporary files, and a stored file a row names, made old. */
  async function leftovers() {
    const named = await uploadOne();
    const at = new Date(Date.now() - old);
    fs.utimesSync(path.join(files, named), at, at);
    const planted = {
      oldOrphan: hex(),
      freshOrphan: hex(),
      oldTemp: `.incoming/${hex()}.part`,
      freshTemp: `.incoming/${hex()}.part`,
    };
    plant(path.join(files, planted.oldOrphan), old);
    plant(path.join(files, planted.freshOrphan), 0);
    plant(path.join(files, planted.oldTemp), old);
    plant(path.join(files, planted.freshTemp), 0);
    return { named, ...planted };
  }
  const exists = (name: string) => fs.existsSync(path.join(files, name));

  it('removes old orphans and old temporary files at start-up, keeping named files and anything younger than the grace period', async () => {
    const p = await leftovers();
    // a restart on the same database and data directory, as after a crash
    const restarted = await buildApp({ config: t.config, db: t.db, clock: t.clock, logger: false });
    try {
      await restarted.ready();
    } finally {
      await restarted.close();
    }
    expect(exists(p.oldOrphan)).toBe(false);
    expect(exists(p.oldTemp)).toBe(false);
    expect(exists(p.named)).toBe(true);
    expect(exists(p.freshOrphan)).toBe(true);
    expect(exists(p.freshTemp)).toBe(true);
    fs.rmSync(path.join(files, p.freshOrphan));
    fs.rmSync(path.join(files, p.freshTemp));
  });

  it('removes them on the scheduled sweep too, and the named file still downloads', async () => {
    const p = await leftovers();
    expect(await t.app.filesService.sweep()).toEqual({ temporary: 1, orphans: 1 });
    expect([p.oldOrphan, p.oldTemp].filter(exists)).toEqual([]);
    expect([p.named, p.freshOrphan, p.freshTemp].filter(exists)).toHaveLength(3);
    const row = await t.db.kysely.selectFrom('attached_file').select('id').where('storage_name', '=', p.named).executeTakeFirstOrThrow();
    const download = await t.app.inject({ method: 'GET', url: `/api/documents/${docId}/files/${row.id}`, headers: notary.headers });
    expect(download.statusCode).toBe(200);
    fs.rmSync(path.join(files, p.freshOrphan));
    fs.rmSync(path.join(files, p.freshTemp));
  });

  it('flushes the uploaded file, renames it into place and flushes the folder, in that order', async () => {
    const steps: string[] = [];
    const where = (p: string) => (path.dirname(p) === path.join(files, '.incoming') ? 'temporary' : p === files ? 'folder' : path.relative(files, p));
    const open = fs.promises.open;
    vi.spyOn(fs.promises, 'open').mockImplementation(async (...args: Parameters<typeof open>) => {
      const handle = await open(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        steps.push(`sync ${where(String(args[0]))}`);
        return sync();
      };
      return handle;
    });
    const rename = fs.promises.rename;
    vi.spyOn(fs.promises, 'rename').mockImplementation(async (from, to) => {
      steps.push(`rename ${where(String(from))} to ${where(String(to))}`);
      return rename(from, to);
    });
    const stored = await uploadOne();
    expect(steps).toEqual(['sync temporary', `rename temporary to ${stored}`, 'sync folder']);
  });
});
