/**
 * The open NTR register page's API (spec §2.3 /ntr-registras/{registrasNr}): GET
 * /sav/ntr-registry/:registryNumber answers anyone with the public facts of a registered
 * request and nothing personal; unknown or malformed numbers are refused without a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { TEST_DIALECTS } from '../helpers/database.js';

describe.each(TEST_DIALECTS)('NTR registry open page API [%s]', (dialect) => {
  let t: TestApp;
  let registered: { registry_number: string; type_id: string; data: string };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const row = await t.db.kysely
      .selectFrom('document')
      .select(['registry_number', 'type_id', 'data'])
      .where('family', '=', 'requests')
      .where('status', '=', 'iregistruotas')
      .where('type_id', '=', 'seimos-turtas-iregistravimas')
      .executeTakeFirstOrThrow();
    registered = { registry_number: row.registry_number!, type_id: row.type_id, data: row.data };
  });
  afterAll(() => t.close());

  const get = (number: string) => t.app.inject({ method: 'GET', url: `/sav/ntr-registry/${encodeURIComponent(number)}` });

  it('shows a registered request to anyone, with public register facts only', async () => {
    const res = await get(registered.registry_number);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      registryNumber: registered.registry_number,
      type: 'seimos-turtas-iregistravimas',
      titleKey: 'types.seimos-turtas-iregistravimas.title',
      status: 'iregistruotas',
      registeredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      realPropertyUnits: ['4400-5512-3017'],
    });
    expect(registered.registry_number).toMatch(/^NTR-\d{4}-\d{6}$/);
    // the entry's data names people; none of them reaches an anonymous reader
    const data = JSON.parse(registered.data) as { pareiskejas: { asmensKodas: string; pavarde: string }; sutuoktiniai: { asmensKodas: string }[] };
    for (const secret of [data.pareiskejas.asmensKodas, data.pareiskejas.pavarde, data.sutuoktiniai[0].asmensKodas]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('answers 404 for a well-formed number nothing is registered under', async () => {
    const res = await get('NTR-2026-999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'errors.registry_entry_not_found' });
  });

  it('answers 404 for a request that is not registered and for a row of another family', async () => {
    // a number on a row without a registration date (a draft) or on an STSR document is no NTR entry
    const draft = await t.db.kysely
      .selectFrom('document')
      .select('id')
      .where('family', '=', 'requests')
      .where('status', '=', 'rengiamas')
      .executeTakeFirstOrThrow();
    await t.db.kysely.updateTable('document').set({ registry_number: 'NTR-2099-000001' }).where('id', '=', draft.id).execute();
    const doc = await t.db.kysely
      .selectFrom('document')
      .select('id')
      .where('family', '=', 'documents')
      .where('registered_at', 'is not', null)
      .executeTakeFirstOrThrow();
    await t.db.kysely.updateTable('document').set({ registry_number: 'NTR-2099-000002' }).where('id', '=', doc.id).execute();
    for (const number of ['NTR-2099-000001', 'NTR-2099-000002']) {
      const res = await get(number);
      expect(res.statusCode, number).toBe(404);
      expect(res.json()).toEqual({ message: 'errors.registry_entry_not_found' });
    }
  });

  it('answers 400 for a malformed number and for another register’s number', async () => {
    for (const bad of ['NTR-2026-12', 'ntr-2026-000001', 'hello', 'STSR-2026-000001', "NTR-2026-000001' OR 1=1"]) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ message: 'errors.registry_number_invalid' });
    }
  });
});
