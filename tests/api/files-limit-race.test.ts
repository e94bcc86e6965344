/**
 * The per-item file limit under parallel uploads: the count is checked by the insert itself,
 * in the transaction that writes the row, so no interleaving can pass 100.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILES_PER_ITEM } from '../../api/modules/files/limits.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { form } from '../helpers/multipart.js';
import { pdf } from '../helpers/upload-corpus/builders.js';

const valid = (JSON.parse(fs.readFileSync('tests/fixtures/sutartine-hipoteka/valid/paprastas-vienas-turtas.json', 'utf8')) as { data: unknown }).data;
const PARALLEL = 150;

describe.each(TEST_DIALECTS)('files per item under parallel uploads [%s]', (dialect) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-files-race-'));
    t = await createTestApp(dialect, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('POST /api/documents/:id/files', () => {
    it(`stores exactly ${MAX_FILES_PER_ITEM} of ${PARALLEL} parallel uploads and refuses the rest with errors.file_count_limit`, async () => {
      const notary = await login(t.app, 'DT_notaras');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: notary.headers,
        payload: { type: 'sutartine-hipoteka', data: valid },
      });
      expect(created.statusCode).toBe(201);
      const docId = created.json().id as number;

      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) => {
          const { payload, headers } = form([{ filename: `priedas-${i}.pdf`, data: pdf({ text: `Priedas ${i}` }) }]);
          return t.app.inject({ method: 'POST', url: `/api/documents/${docId}/files`, headers: { ...notary.headers, ...headers }, payload });
        }),
      );

      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_FILES_PER_ITEM);
      const refused = answers.filter((a) => a.statusCode !== 201);
      expect(refused).toHaveLength(PARALLEL - MAX_FILES_PER_ITEM);
      for (const answer of refused) {
        expect(answer.statusCode, answer.body).toBe(409);
        expect(answer.json()).toEqual({
          message: 'errors.file_count_limit',
          errors: [{ path: '/file', messageKey: 'errors.file_count_limit', params: { max: MAX_FILES_PER_ITEM }, severity: 'critical' }],
        });
      }

      const db = t.db.kysely;
      const rows = await db.selectFrom('attached_file').select('storage_name').where('item_kind', '=', 'document').where('item_id', '=', docId).execute();
      expect(rows).toHaveLength(MAX_FILES_PER_ITEM);
      const audit = await db.selectFrom('audit_event').select('id').where('action', '=', 'file.upload').where('object_id', '=', String(docId)).execute();
      expect(audit).toHaveLength(MAX_FILES_PER_ITEM);
      // exactly the rows' files on disk, nothing left in the temporary folder
      const stored = fs.readdirSync(path.join(dataDir, 'files')).filter((name) => name !== '.incoming');
      expect(stored.sort()).toEqual(rows.map((r) => r.storage_name).sort());
      expect(fs.readdirSync(path.join(dataDir, 'files', '.incoming'))).toEqual([]);
    });
  });
});
