/**
 * Earlier versions of the XML interface kept and served (issue #21 item 4, decision 0105): the
 * server keeps each generated XSD and description under the schema version it has not seen
 * before (`xml_schema_version`); /xsdschema lists every version per type, current first;
 * `?schemaVersion=` serves an earlier one; /admin/generavimas's view lists them; an XML save of
 * an item is read against the version the item pins.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { fixedClock } from '../../api/lib/clock.js';
import { schemaVersionOf } from '../../api/modules/items/schema-version.js';
import type { XmlType } from '../../src/domain/xml/names.js';
import { toXml } from '../../src/domain/xml/write.js';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { validFixture } from '../helpers/items.js';

const TYPE = 'sutartine-hipoteka';
const EARLIER = 'aaaaaaaaaaaaaaa1';
const LATER_START = '2027-01-15T08:00:00.000Z';
const EARLIER_XSD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n  <xs:include schemaLocation="common.xsd"/>\n  <!-- earlier -->\n</xs:schema>\n';
const EARLIER_COMMON = 'bbbbbbbbbbbbbbb2';
const XML = { 'content-type': 'application/xml' };

interface Listed {
  name: string;
  schemaVersion: string;
  current: boolean;
  date: string;
  xsd: string;
  description: string | null;
}

describe.each(TEST_DIALECTS)('XML interface versions [%s]', (dialect) => {
  let t: TestApp;
  let second: FastifyInstance;
  let notary: SignedIn;
  let current: string;
  const xmlType = (): XmlType => ({ id: TYPE, schema: t.app.catalog.get(TYPE)!.schema as Record<string, unknown> });
  const rows = () =>
    t.db.kysely
      .selectFrom('xml_schema_version')
      .select(['type_id', 'schema_version', 'published_at', 'common_version'])
      .orderBy('type_id')
      .orderBy('schema_version')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    notary = await login(t.app, 'DT_notaras');
    current = schemaVersionOf(t.app.catalog.get(TYPE)!.schema);
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  it('keeps the current version of every generated file at start-up, with its texts and the date', async () => {
    const kept = await rows();
    const generated = fs.readdirSync('generated/xml').filter((f) => f.endsWith('.xsd'));
    expect(kept).toHaveLength(generated.length);
    const row = await t.db.kysely.selectFrom('xml_schema_version').selectAll().where('type_id', '=', TYPE).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      schema_version: current,
      xml_version: 1,
      published_at: TEST_NOW,
      xsd: fs.readFileSync(`generated/xml/${TYPE}.xsd`, 'utf8'),
      description: fs.readFileSync(`generated/xml/${TYPE}.html`, 'utf8'),
    });
    expect(JSON.parse(row.json_schema!)).toEqual(t.app.catalog.get(TYPE)!.schema);
    const common = kept.find((k) => k.type_id === 'common')!;
    expect(row.common_version).toBe(common.schema_version);
  });

  it('a later start stores the version it has not seen and leaves the kept ones as they were', async () => {
    // as if the server last ran with an earlier generation of the type: its row, no row of today's
    await t.db.kysely.deleteFrom('xml_schema_version').where('type_id', '=', TYPE).execute();
    await t.db.kysely
      .insertInto('xml_schema_version')
      .values({
        type_id: TYPE,
        schema_version: EARLIER,
        xml_version: 1,
        common_version: EARLIER_COMMON,
        xsd: EARLIER_XSD,
        description: '<p>Ankstesnis aprašas</p>',
        json_schema: null,
        published_at: '2025-03-01T10:00:00.000Z',
      })
      .execute();
    await t.db.kysely
      .insertInto('xml_schema_version')
      .values({
        type_id: 'common',
        schema_version: EARLIER_COMMON,
        xml_version: 1,
        common_version: null,
        xsd: '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>',
        description: null,
        json_schema: null,
        published_at: '2025-03-01T10:00:00.000Z',
      })
      .execute();
    const before = await rows();
    second = await buildApp({ config: t.config, db: t.db, clock: fixedClock(LATER_START), logger: false });
    await second.ready();
    const after = await rows();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((r) => r.type_id === TYPE && r.schema_version === current)).toMatchObject({ published_at: LATER_START });
    expect(after.filter((r) => r.schema_version !== current || r.type_id !== TYPE)).toEqual(before);
  });

  it('GET /api/xsdschema lists every version per type, the current first, signed out', async () => {
    const items = ((await second.inject({ method: 'GET', url: '/api/xsdschema' })).json() as { items: Listed[] }).items;
    const ofType = items.filter((i) => i.name === TYPE);
    expect(ofType).toEqual([
      expect.objectContaining({ schemaVersion: current, current: true, date: '2027-01-15', xsd: `${TYPE}.xsd`, description: `${TYPE}.html` }),
      expect.objectContaining({ schemaVersion: EARLIER, current: false, date: '2025-03-01', xsd: `${TYPE}.xsd`, description: `${TYPE}.html` }),
    ]);
    expect(items.filter((i) => i.name === 'common').map((i) => i.current)).toEqual([true, false]);
    expect(items.filter((i) => i.name === 'lizingas')).toEqual([expect.objectContaining({ current: true, date: '2026-11-20' })]);
  });

  it.each(['/api', '/sav'])('%s/xsdschema/:xsdName?schemaVersion= serves the earlier XSD, including its own common version', async (base) => {
    const res = await t.app.inject({ method: 'GET', url: `${base}/xsdschema/${TYPE}.xsd?schemaVersion=${EARLIER}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${TYPE}-${EARLIER}\\.xsd"`));
    expect(res.body).toBe(EARLIER_XSD.replace('schemaLocation="common.xsd"', `schemaLocation="common.xsd?schemaVersion=${EARLIER_COMMON}"`));
    const common = await t.app.inject({ method: 'GET', url: `${base}/xsdschema/common.xsd?schemaVersion=${EARLIER_COMMON}` });
    expect(common.body).toBe('<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>');
    // the current version by its number is the generated file
    const now = await t.app.inject({ method: 'GET', url: `${base}/xsdschema/${TYPE}.xsd?schemaVersion=${current}` });
    expect(now.body).toBe(fs.readFileSync(`generated/xml/${TYPE}.xsd`, 'utf8'));
  });

  it('GET /api/xmldescription/:xmlName?schemaVersion= serves the earlier description', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/xmldescription/${TYPE}?schemaVersion=${EARLIER}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(res.body).toBe('<p>Ankstesnis aprašas</p>');
  });

  it.each([
    [`/api/xsdschema/${TYPE}.xsd?schemaVersion=cccccccccccccccc`, 404, 'errors.xml_schema_not_found'],
    [`/api/xsdschema/lizingas.xsd?schemaVersion=${EARLIER}`, 404, 'errors.xml_schema_not_found'],
    [`/api/xmldescription/common?schemaVersion=${EARLIER_COMMON}`, 404, 'errors.xml_schema_not_found'],
    [`/api/xsdschema/${TYPE}.xsd?schemaVersion=..%2F..%2Fx`, 400, 'errors.request_invalid'],
  ])('%s is %i with a message key', async (url, status, key) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(key);
  });

  it('GET /api/xml-schema-versions (administrators) lists the published versions of each type', async () => {
    const admin = await login(t.app, 'AD_administratorius');
    const res = await t.app.inject({ method: 'GET', url: '/api/xml-schema-versions', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const item = (res.json() as { items: { typeId: string; published: unknown[] }[] }).items.find((i) => i.typeId === TYPE)!;
    expect(item.published).toEqual([
      { schemaVersion: current, date: '2027-01-15', current: true },
      { schemaVersion: EARLIER, date: '2025-03-01', current: false },
    ]);
  });

  describe('PUT /api/documents/:id with an XML body is read against the version the item pins', () => {
    const PINNED = 'dddddddddddddddd';
    /** the item's data without its optional kitaInformacija, which the earlier version did not have */
    const earlierData = () => {
      const data = structuredClone(validFixture(TYPE, 'paprastas-vienas-turtas')) as Record<string, unknown>;
      delete data.kitaInformacija;
      return data;
    };
    const put = (id: number, version: number, payload: string) =>
      t.app.inject({ method: 'PUT', url: `/api/documents/${id}`, headers: { ...notary.headers, ...XML, 'if-match': `"${version}"` }, payload });
    const create = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/documents', headers: notary.headers, payload: { type: TYPE, data: earlierData() } })).json() as {
        id: number;
        version: number;
      };

    beforeAll(async () => {
      const schema = structuredClone(t.app.catalog.get(TYPE)!.schema) as { properties: Record<string, unknown> };
      delete schema.properties.kitaInformacija;
      await t.db.kysely
        .insertInto('xml_schema_version')
        .values({
          type_id: TYPE,
          schema_version: PINNED,
          xml_version: 1,
          common_version: null,
          xsd: EARLIER_XSD,
          description: null,
          json_schema: JSON.stringify(schema),
          published_at: '2025-06-01T10:00:00.000Z',
        })
        .execute();
    });

    it('an item pinned to an earlier version refuses an element that version does not have, at its path, unchanged', async () => {
      const { id, version } = await create();
      await t.db.kysely.updateTable('document').set({ schema_version: PINNED }).where('id', '=', id).execute();
      const withOther = { ...earlierData(), kitaInformacija: { nustatymo_pagrindas: 'Sutartis' } };
      const res = await put(id, version, toXml(xmlType(), withOther));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ path: `/${TYPE}/kitaInformacija`, severity: 'critical' });
      const row = await t.db.kysely.selectFrom('document').select(['version', 'schema_version']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ version, schema_version: PINNED });
      // the same document in the earlier version's shape is read and saved
      const ok = await put(id, version, toXml(xmlType(), earlierData()));
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('an item pinned to the current version takes that element', async () => {
      const { id, version } = await create();
      const res = await put(id, version, toXml(xmlType(), { ...earlierData(), kitaInformacija: { nustatymo_pagrindas: 'Sutartis' } }));
      expect(res.statusCode, res.body).toBe(200);
    });
  });
});
