import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { TEST_DIALECTS } from '../helpers/database.js';

interface Item {
  name: string;
  typeId: string | null;
  title: string;
  family: string | null;
  version: number;
  schemaVersion: string;
  current: boolean;
  date: string;
  xsd: string;
  description: string | null;
}

describe.each(TEST_DIALECTS)('XML schemas, open routes [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lists every generated XSD with its Lithuanian title, version and date, signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/xsdschema' });
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { items: Item[] }).items;
    const generated = fs
      .readdirSync('generated/xml')
      .filter((f) => f.endsWith('.xsd'))
      .sort();
    expect(items.map((i) => i.xsd).sort()).toEqual(generated);
    expect(items.find((i) => i.name === 'lizingas')).toEqual({
      name: 'lizingas',
      typeId: 'lizingas',
      title: 'Lizingas',
      family: 'documents',
      version: 1,
      schemaVersion: expect.stringMatching(/^[0-9a-f]{16}$/),
      current: true,
      date: '2026-11-20',
      xsd: 'lizingas.xsd',
      description: 'lizingas.html',
    });
    expect(items.find((i) => i.name === 'common')).toMatchObject({ typeId: null, family: null, description: null });
  });

  it.each(['/api', '/sav'])('%s/xsdschema/:xsdName downloads the XSD as application/xml', async (base) => {
    const res = await t.app.inject({ method: 'GET', url: `${base}/xsdschema/lizingas.xsd` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="lizingas\.xsd"/);
    expect(res.body.startsWith('<?xml')).toBe(true);
    expect(res.body).toContain('<xs:schema');
    expect(res.body).toBe(fs.readFileSync('generated/xml/lizingas.xsd', 'utf8'));
  });

  it('serves the included common.xsd beside the type XSDs (schemaLocation resolves relative to it)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/xsdschema/common.xsd' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<xs:schema');
  });

  it('serves a description as HTML under a CSP that runs nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/xmldescription/lizingas' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    expect(res.headers['content-security-policy']).not.toMatch(/script-src/);
    expect(res.body).toContain('Lizingas – XML aprašas');
  });

  it.each([
    ['/api/xsdschema/nera.xsd'],
    ['/api/xsdschema/README.md'],
    ['/api/xmldescription/common'],
    ['/api/xmldescription/lizingas.xsd'],
    ['/api/xsdschema/..%2F..%2Fpackage.json'],
    ['/api/xsdschema/..%2Fxml%2Flizingas.xsd'],
    ['/api/xmldescription/%2Fetc%2Fpasswd'],
  ])('%s is 404 with a message key', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'errors.xml_schema_not_found' });
  });
});
