/**
 * One validation source: the same invalid fixtures go to the browser's validator (rjsf's
 * precompiled validator over the generated module, with our localizer, "today" from the
 * provider the browser sets from the server date) and to the API (POST catalog/:id/validate
 * on the real app); both must report the same fields with the same keys.
 */
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRECOMPILED } from '../../src/domain/generated/validators/index.js';
import { keyErrorsInPlace } from '../../src/domain/schema/field-errors.js';
import { registryDate, setTodayProvider } from '../../src/domain/schema/runtime/today.js';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { FIXTURE_TODAY, readFixtures } from '../../scripts/lib/fixtures.js';

const TYPE = 'sutartine-hipoteka';
const pair = (path: string, key: string) => `${path} ${key}`;
/** rjsf's property (".skolininkai.0.asmensKodas") as a JSON pointer. */
const pointer = (property: string | undefined) => (property ?? '').replace(/^\./, '').split('.').filter(Boolean).map((s) => `/${s}`).join('');

describe.each(TEST_DIALECTS)('the browser and the API agree on every invalid fixture [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  const fixtures = readFixtures('.', TYPE, []).filter((f) => f.kind === 'invalid');

  beforeAll(async () => {
    t = await createTestApp(dialect);
    notary = await login(t.app, 'DT_notaras');
    // The browser judges "today" by the server's date, never its own clock.
    setTodayProvider(() => registryDate(new Date(TEST_NOW)));
  });
  afterAll(async () => {
    setTodayProvider(() => registryDate(new Date()));
    await t.close();
  });

  it('the fixtures are judged on the test server date', () => {
    expect(registryDate(new Date(TEST_NOW))).toBe(FIXTURE_TODAY);
    expect(fixtures.length).toBeGreaterThan(20);
  });

  for (const f of fixtures) {
    it(f.name, async () => {
      const mod = await PRECOMPILED[TYPE]();
      const browser = createPrecompiledValidator(mod.validators, mod.schema as RJSFSchema, keyErrorsInPlace);
      const { errors } = browser.validateFormData(f.data, mod.schema as RJSFSchema);
      const inBrowser = errors.map((e) => pair(pointer(e.property), String(e.message))).sort();

      const res = await t.app.inject({ method: 'POST', url: `/api/catalog/${TYPE}/validate`, headers: notary.headers, payload: f.data as object });
      expect(res.statusCode).toBe(422);
      const inApi = (res.json().errors as { path: string; messageKey: string }[]).map((e) => pair(e.path, e.messageKey)).sort();

      expect(inBrowser).toEqual(inApi);
      expect(inApi).toEqual(f.expect.map((e) => pair(e.path, e.messageKey)).sort());
    });
  }
});
