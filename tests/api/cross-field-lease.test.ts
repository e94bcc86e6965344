/**
 * The lease whose end (2026-06-01) is before its start (2026-12-01) — issue #17's case that
 * was registered — through the API on both faces (decision 0122): a save keeps it as a draft
 * whose check error names /sutartis/pabaigosData, and every checked action refuses it with
 * that path and changes nothing; a lease stored before the rule existed is refused at
 * registration (both faces).
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldError } from '../../src/domain/schema/field-errors.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

const validData = (type: string): Record<string, Record<string, unknown>> =>
  (JSON.parse(fs.readFileSync(`tests/fixtures/${type}/valid/minimalus.json`, 'utf8')) as { data: Record<string, Record<string, unknown>> }).data;

/** The type's minimal valid data with the issue's lease period. */
function backwardsLease(type: string) {
  const data = validData(type);
  data.sutartis = { ...data.sutartis, pradziosData: '2026-12-01', pabaigosData: '2026-06-01' };
  return data;
}

const END_BEFORE_START: FieldError = { path: '/sutartis/pabaigosData', messageKey: 'validation.crossField.endBeforeStart', severity: 'critical' };

describe.each(TEST_DIALECTS)('a lease ending before it starts [%s]', (dialect) => {
  let t: TestApp;
  let company: SignedIn;
  let registrar: SignedIn;
  let citizen: SignedIn;
  let ntrRegistrar: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    company = await login(t.app, 'DT_JA');
    registrar = await login(t.app, 'RG_STSR_registrat');
    ntrRegistrar = await login(t.app, 'RG_NTR_registrat');
    // the request fixtures' applicant, Jonas Jonaitis
    citizen = await gatewayLogin(t.app, '/sav', '38703181745/');
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (who: SignedIn, base: '/api' | '/sav', family: string, type: string, data: unknown) =>
    t.app.inject({ method: 'POST', url: `${base}/${family}`, headers: who.headers, payload: { type, data } as object });
  const read = async (who: SignedIn, base: string, family: string, id: number) =>
    (await t.app.inject({ method: 'GET', url: `${base}/${family}/${id}`, headers: who.headers })).json() as { status: string; version: number };
  const act = async (who: SignedIn, base: string, family: string, id: number, action: string) => {
    const { version } = await read(who, base, family, id);
    return t.app.inject({
      method: 'POST',
      url: `${base}/${family}/${id}/actions/${action}`,
      headers: { ...who.headers, 'if-match': `"${version}"` },
      payload: {},
    });
  };
  const errorsOf = (res: { json: () => unknown }) => (res.json() as { errors: FieldError[] }).errors;

  describe('POST /api/documents (nuoma) and its checked actions', () => {
    it('keeps the lease as a draft whose check error is on the end date', async () => {
      const res = await create(company, '/api', 'documents', 'nuoma', backwardsLease('nuoma'));
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as { issues: FieldError[] }).issues).toEqual([END_BEFORE_START]);
    });

    it('refuses to sign it (422, the end date named) and changes nothing', async () => {
      const { id } = (await create(company, '/api', 'documents', 'nuoma', backwardsLease('nuoma'))).json() as { id: number };
      const before = await read(company, '/api', 'documents', id);
      const sign = await act(company, '/api', 'documents', id, 'pasirasyti');
      expect(sign.statusCode, sign.body).toBe(422);
      expect(sign.json()).toMatchObject({ message: 'errors.signing_critical_errors' });
      expect(errorsOf(sign)).toContainEqual(END_BEFORE_START);
      expect(await read(company, '/api', 'documents', id)).toMatchObject({ status: before.status, version: before.version });
    });

    it('refuses to register a lease stored before the rule existed (422, the end date named)', async () => {
      const { id } = (await create(company, '/api', 'documents', 'nuoma', validData('nuoma'))).json() as { id: number };
      expect((await act(company, '/api', 'documents', id, 'pasirasyti')).statusCode).toBe(200);
      expect((await act(company, '/api', 'documents', id, 'perduoti')).statusCode).toBe(200);
      // the data a registrar once registered: written as it was, past today's schema
      await t.db.kysely
        .updateTable('document')
        .set({ data: JSON.stringify(backwardsLease('nuoma')) })
        .where('id', '=', id)
        .execute();
      const register = await act(registrar, '/api', 'documents', id, 'iregistruoti');
      expect(register.statusCode, register.body).toBe(422);
      expect(register.json()).toMatchObject({ message: 'errors.registration_critical_errors' });
      expect(errorsOf(register)).toContainEqual(END_BEFORE_START);
      expect((await read(registrar, '/api', 'documents', id)).status).toBe('perduotas');
    });
  });

  describe('POST /sav/requests (nuomos-sutartis-sudarymas) and its checked actions', () => {
    it('keeps the request as a draft whose check error is on the end date, and refuses to sign it (422, nothing changed)', async () => {
      const res = await create(citizen, '/sav', 'requests', 'nuomos-sutartis-sudarymas', backwardsLease('nuomos-sutartis-sudarymas'));
      expect(res.statusCode, res.body).toBe(201);
      const { id, issues } = res.json() as { id: number; issues: FieldError[] };
      expect(issues).toEqual([END_BEFORE_START]);
      const before = await read(citizen, '/sav', 'requests', id);
      const sign = await act(citizen, '/sav', 'requests', id, 'pasirasyti');
      expect(sign.statusCode, sign.body).toBe(422);
      expect(sign.json()).toMatchObject({ message: 'errors.signing_critical_errors' });
      expect(errorsOf(sign)).toContainEqual(END_BEFORE_START);
      expect(await read(citizen, '/sav', 'requests', id)).toMatchObject({ status: before.status, version: before.version });
    });

    it('refuses to register a request stored before the rule existed (422, the end date named)', async () => {
      const { id } = (await create(citizen, '/sav', 'requests', 'nuomos-sutartis-sudarymas', validData('nuomos-sutartis-sudarymas'))).json() as { id: number };
      expect((await act(citizen, '/sav', 'requests', id, 'pasirasyti')).statusCode).toBe(200);
      expect((await act(citizen, '/sav', 'requests', id, 'perduoti')).statusCode).toBe(200);
      expect((await read(citizen, '/sav', 'requests', id)).status).toBe('perduotas');
      await t.db.kysely
        .updateTable('document')
        .set({ data: JSON.stringify(backwardsLease('nuomos-sutartis-sudarymas')) })
        .where('id', '=', id)
        .execute();
      const register = await act(ntrRegistrar, '/api', 'requests', id, 'iregistruoti');
      expect(register.statusCode, register.body).toBe(422);
      expect(register.json()).toMatchObject({ message: 'errors.registration_critical_errors' });
      expect(errorsOf(register)).toContainEqual(END_BEFORE_START);
      expect((await read(ntrRegistrar, '/api', 'requests', id)).status).toBe('perduotas');
    });
  });
});
