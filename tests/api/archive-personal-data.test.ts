import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../api/modules/files/storage.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

/** Destruction removes everything personal of an item: its cart orders and extract PDFs too; an extract's verification record keeps only what a tombstone keeps. */
describe.each(TEST_DIALECTS)('archive destruction of personal data [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let archivist: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t.app, 'AD_administratorius');
    archivist = await login(t.app, 'AR_archyvatorius');
  });
  afterAll(() => t.close());

  const call = async (url: string, who: SignedIn = admin) => t.app.inject({ method: 'POST', url: `/api/archyvas${url}`, headers: who.headers });

  it('removes the cart orders and the extract PDFs; the extract record and the tombstone keep the status, not who asked', async () => {
    const entry = Number(
      (await t.db.kysely.selectFrom('document').select('id').where('registry_number', '=', 'STSR-2013-000301').executeTakeFirstOrThrow()).id,
    );
    const storage = createStorage(path.join(t.config.dataDir, 'extracts'));
    const storageName = storage.newStorageName();
    fs.writeFileSync(storage.pathOf(storageName), '%PDF-1.7 demo');
    const extract = await t.db.kysely
      .insertInto('extract')
      .values({
        code: 'ARCHTEST00000001',
        document_id: entry,
        registry_number: 'STSR-2013-000301',
        sha256: 'a'.repeat(64),
        size_bytes: 13,
        seal: 'c2VhbA==',
        seal_provider: 'local',
        storage_name: storageName,
        file_name: 'israsas.pdf',
        generated_at: '2026-11-01T10:00:00.000Z',
        generated_by: admin.body.naudotojas.snau_id,
        keep_until: '2027-11-01',
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('cart_item')
      .values({
        kind: 'israsas',
        document_id: entry,
        user_id: admin.body.naudotojas.snau_id,
        owner_person_code: '38001010000',
        owner_company_code: null,
        amount_cents: 500,
        currency: 'EUR',
        status: 'krepselyje',
        payment_id: null,
        created_at: '2026-11-01T10:00:00.000Z',
        paid_at: null,
        decided_at: null,
        decided_by: null,
        extract_id: null,
      })
      .execute();

    const formed = await call('/aktai');
    expect(formed.statusCode, formed.body).toBe(201);
    const actId = formed.json().id as number;
    expect((await call(`/aktai/${actId}/antspaudas`)).statusCode).toBe(200);
    expect((await call(`/aktai/${actId}/patvirtinti`, archivist)).statusCode).toBe(200);
    const run = await call(`/aktai/${actId}/vykdyti`);
    expect(run.statusCode, run.body).toBe(200);

    expect(await t.db.kysely.selectFrom('cart_item').select('id').where('document_id', '=', entry).execute()).toEqual([]);
    expect(fs.existsSync(storage.pathOf(storageName))).toBe(false);
    const record = await t.db.kysely.selectFrom('extract').selectAll().where('id', '=', Number(extract.id)).executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      code: 'ARCHTEST00000001',
      document_id: entry,
      registry_number: 'STSR-2013-000301',
      sha256: 'a'.repeat(64),
      storage_name: null,
      generated_by: 0,
    });
    expect(record.deleted_at).not.toBeNull();
    const tombstones = (await t.app.inject({ method: 'GET', url: '/api/archyvas/sunaikinti', headers: admin.headers })).json().items;
    expect(tombstones).toContainEqual(expect.objectContaining({ documentId: entry, status: 'atmestas', registryNumber: 'STSR-2013-000301' }));
  });
});
