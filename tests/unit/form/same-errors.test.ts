/**
 * "Done means": the browser and the API judge a document the same way. Every fixture of
 * sutartine-hipoteka goes through the browser's path (validateDocument: the domain's
 * validateData over the generated root validator, as the form session calls it), is checked
 * against the fixture's expected keys, and goes through the API (POST
 * /api/catalog/:id/validate on the real app); the {path, messageKey, params} sets must match.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldError } from '../../../src/domain/schema/field-errors';
import { registryDate, setTodayProvider } from '../../../src/domain/schema/runtime/today';
import { PRECOMPILED } from '../../../src/domain/generated/validators/index';
import { prepareFormType, type FormType } from '../../../src/form/engine/form-type';
import { validateDocument } from '../../../src/form/engine/validate-document';
import { createTestApp, TEST_NOW, type TestApp } from '../../helpers/app';
import { login, type SignedIn } from '../../helpers/auth';
import { TEST_DIALECTS } from '../../helpers/database';

const TYPE_ID = 'sutartine-hipoteka';
const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures', TYPE_ID);

interface Fixture {
  name: string;
  data: unknown;
  expect: FieldError[];
}

function fixtures(kind: 'valid' | 'invalid'): Fixture[] {
  const dir = path.join(FIXTURES, kind);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const json = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { data: unknown; expect?: FieldError[] };
      return { name: f, data: json.data, expect: json.expect ?? [] };
    });
}

const comparable = (errors: readonly FieldError[]) => errors.map((e) => `${e.path} ${e.messageKey}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`).sort();

describe.each(TEST_DIALECTS)('browser and API validate sutartine-hipoteka alike [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let type: FormType;
  const missing: string[] = [];

  beforeAll(async () => {
    // The browser judges dates against the server's day; here the server's clock is TEST_NOW.
    setTodayProvider(() => registryDate(new Date(TEST_NOW)));
    type = prepareFormType(await PRECOMPILED[TYPE_ID](), (key) => missing.push(key));
    t = await createTestApp(dialect);
    notary = await login(t.app, 'DT_notaras');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function apiErrors(data: unknown): Promise<{ status: number; errors: FieldError[] }> {
    const res = await t.app.inject({ method: 'POST', url: `/api/catalog/${TYPE_ID}/validate`, headers: notary.headers, payload: data as object });
    const body = res.json() as { errors?: FieldError[] };
    return { status: res.statusCode, errors: (body.errors ?? []).filter((e) => e.severity === 'critical') };
  }

  it('has invalid fixtures to compare', () => {
    expect(fixtures('invalid').length).toBeGreaterThan(10);
  });

  it.each(fixtures('invalid').map((f) => [f.name, f] as const))('%s: the same error keys on both sides', async (_name, fixture) => {
    const browser = validateDocument(type, fixture.data);
    const api = await apiErrors(fixture.data);
    expect(api.status).toBe(422);
    expect(browser.length).toBeGreaterThan(0);
    expect(comparable(browser)).toEqual(comparable(api.errors));
    expect(comparable(browser)).toEqual(comparable(fixture.expect));
  });

  it.each(fixtures('valid').map((f) => [f.name, f] as const))('%s: valid on both sides', async (_name, fixture) => {
    expect(validateDocument(type, fixture.data)).toEqual([]);
    const api = await apiErrors(fixture.data);
    expect(api.status).toBe(200);
    expect(api.errors).toEqual([]);
  });

  it('needed no sub-schema the generator did not precompile', () => {
    expect(missing).toEqual([]);
  });
});
