/**
 * Every route schema of the app is valid JSON Schema. The start no longer checks them against
 * AJV's meta-schema (api/lib/route-validators.ts, decision 0167): this test does, over every
 * route the app adds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servesRoute } from '../../api/lib/api-bases.js';
import { routeSchemaCount, routeSchemaFaults } from '../../api/lib/route-validators.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

describe('route schemas [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('are all valid JSON Schema', () => {
    expect(servesRoute(t.app, 'POST', '/api/login')).toBe(true);
    expect(routeSchemaCount()).toBeGreaterThan(100);
    expect(routeSchemaFaults()).toEqual([]);
  });
});
