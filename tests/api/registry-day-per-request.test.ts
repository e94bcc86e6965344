/**
 * A save computes the registry day once and passes it down (decision 0170): the validator and
 * the business checks judge one PUT against the same day, and each request against its own
 * instant — two saves on either side of midnight in Vilnius get their own day.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { itemsClient, type ItemsClient } from '../helpers/items.js';
import type * as TodayModule from '../../src/domain/schema/runtime/today.js';

// every registryDate the API modules ask for, counted (the function itself stays the real one)
const asked = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/domain/schema/runtime/today.js', async (importOriginal) => {
  const original = await importOriginal<typeof TodayModule>();
  return {
    ...original,
    registryDate: (instant: Date) => {
      asked.count++;
      return original.registryDate(instant);
    },
  };
});

const TYPE = 'sutartine-hipoteka';
const valid = (JSON.parse(fs.readFileSync(`tests/fixtures/${TYPE}/valid/paprastas-vienas-turtas.json`, 'utf8')) as { data: Record<string, unknown> }).data;

describe.each(TEST_DIALECTS)('the registry day of a save [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let documents: ItemsClient;
  /** the `today` each business check of the type was given, in order */
  const seen: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    notary = await login(t.app, 'DT_notaras');
    documents = itemsClient(t.app, notary, '/api', 'documents');
    t.app.catalog.registerBusinessCheck(TYPE, (_data, context) => {
      seen.push(context.today);
      return [];
    });
  }, 120_000);
  afterAll(() => t?.close());

  it('is computed once for a PUT', async () => {
    const id = await documents.createId(TYPE, valid);
    asked.count = 0;
    const saved = await documents.put(id, 1, valid);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(asked.count).toBe(1);
  });

  it('is each request’s own: a save just before and one just after midnight in Vilnius', async () => {
    t.clock.set('2026-11-20T21:59:59.900Z');
    const late = itemsClient(t.app, await login(t.app, 'DT_notaras'), '/api', 'documents');
    const id = await late.createId(TYPE, valid);
    seen.length = 0;
    expect((await late.put(id, 1, valid)).statusCode).toBe(200);
    t.clock.set('2026-11-20T22:00:00.100Z');
    expect((await late.put(id, 2, valid)).statusCode).toBe(200);
    expect(seen).toEqual(['2026-11-20', '2026-11-21']);
  });
});
