/**
 * Issue #16 item 2 through the real routes: a signed-in citizen's body stuffed with unknown keys
 * gets a short answer and nothing is written. Within the JSON body's member cap (5 000 keys) the
 * validator answers — the unknown fields listed up to the cap, the rest counted (the old
 * selection compared every unknown field with every other: such a body blocked the server for
 * minutes); over it (100 000 keys) the body is refused before it is parsed (decision 0155).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_FIELDS_SHOWN } from '../../src/domain/schema/field-errors.js';
import { MAX_JSON_MEMBERS } from '../../api/lib/json-body.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { JONAS, validFixture } from '../helpers/items.js';

const LEASE = 'nuomos-sutartis-sudarymas';
/** Unknown keys within the member cap: the validator's answer. */
const KEYS = 5_000;
/** Unknown keys far over the member cap: refused unparsed. */
const HOSTILE_KEYS = 100_000;

/** `into` with `keys` unknown keys added. */
const stuffed = (into: Record<string, unknown>, keys = KEYS) => {
  const out: Record<string, unknown> = { ...into };
  for (let i = 0; i < keys; i++) out[`k${i}`] = i;
  return out;
};

interface ErrorBody {
  message: string;
  errors: { path: string; messageKey: string; params?: Record<string, unknown> }[];
}

/** The answer lists UNKNOWN_FIELDS_SHOWN unknown fields (under `at`) and counts the rest. */
function expectBounded(body: ErrorBody, at: string, unknownKey = 'validation.unknownField') {
  const unknown = body.errors.filter((e) => e.messageKey === unknownKey);
  expect(unknown).toHaveLength(UNKNOWN_FIELDS_SHOWN);
  expect(unknown[0].path).toBe(`${at}/k0`);
  expect(body.errors.at(-1)).toMatchObject({ path: '', messageKey: 'validation.unknownFieldsOmitted', params: { count: KEYS - UNKNOWN_FIELDS_SHOWN } });
  expect(body.errors.length).toBeLessThanOrEqual(UNKNOWN_FIELDS_SHOWN + 5);
}

describe.each(TEST_DIALECTS)('a body with 100 000 unknown keys [%s]', (dialect) => {
  let t: TestApp;
  let jonas: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    jonas = await gatewayLogin(t.app, '/sav', JONAS);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const documents = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('document')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: jonas.headers, payload });

  describe('POST /sav/catalog/:id/validate', () => {
    it('answers 422 with a bounded list when the unknown keys are at the top level', async () => {
      const res = await post(`/sav/catalog/${LEASE}/validate`, stuffed(validFixture(LEASE)));
      expect(res.statusCode).toBe(422);
      expectBounded(res.json(), '');
    });

    it('answers 422 with a bounded list when the unknown keys are inside a field', async () => {
      const data = validFixture(LEASE);
      const res = await post(`/sav/catalog/${LEASE}/validate`, { ...data, dokumentas: stuffed(data.dokumentas as Record<string, unknown>) });
      expect(res.statusCode).toBe(422);
      expectBounded(res.json(), '/dokumentas');
    });
  });

  describe('POST /sav/requests', () => {
    it('refuses unknown keys in the data with 422, a bounded list, and writes nothing', async () => {
      const before = await documents();
      const res = await post('/sav/requests', { type: LEASE, data: stuffed(validFixture(LEASE)) });
      expect(res.statusCode).toBe(422);
      expectBounded(res.json(), '');
      expect(await documents()).toBe(before);
    });

    it('refuses unknown keys beside type and data with 400, a bounded list, and writes nothing', async () => {
      const before = await documents();
      const res = await post('/sav/requests', stuffed({ type: LEASE, data: validFixture(LEASE) }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'errors.request_invalid' });
      expectBounded(res.json(), '', 'validation.additionalProperties');
      expect(await documents()).toBe(before);
    });
  });

  describe('over the member cap', () => {
    const tooMany = { message: 'errors.too_many_fields', errors: [{ path: '', messageKey: 'errors.too_many_fields', params: { max: MAX_JSON_MEMBERS } }] };

    it('answers 422 with one error, at the top level and inside a field', async () => {
      const data = validFixture(LEASE);
      const top = await post(`/sav/catalog/${LEASE}/validate`, stuffed(data, HOSTILE_KEYS));
      expect(top.statusCode).toBe(422);
      expect(top.json()).toMatchObject(tooMany);
      const nested = await post(`/sav/catalog/${LEASE}/validate`, { ...data, dokumentas: stuffed(data.dokumentas as Record<string, unknown>, HOSTILE_KEYS) });
      expect(nested.statusCode).toBe(422);
      expect(nested.json()).toMatchObject(tooMany);
    });

    it('refuses a request so stuffed and writes nothing', async () => {
      const before = await documents();
      const res = await post('/sav/requests', { type: LEASE, data: stuffed(validFixture(LEASE), HOSTILE_KEYS) });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(tooMany);
      expect(await documents()).toBe(before);
    });
  });
});
