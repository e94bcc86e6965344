/**
 * XML in and out of the items API (issue #21, decision 0118): every document type is created
 * from its valid fixture's XML and read back as XML that xmllint accepts against its generated
 * XSD; a save takes XML too; hostile, malformed, oversized or XSD-invalid XML is refused with
 * its key and element path, and nothing is written.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixtures } from '../../scripts/lib/fixtures.js';
import type { XmlType } from '../../src/domain/xml/names.js';
import { toXml } from '../../src/domain/xml/write.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { JONAS, validFixture } from '../helpers/items.js';

/** One role that may create each document type (tests/api/professional-types.test.ts has them all). */
const CREATOR: Record<string, string> = {
  'sutartine-hipoteka': 'DT_notaras',
  'sutartinis-ikeitimas': 'DT_notaras',
  'vykdomasis-irasas': 'DT_notaras',
  'reikalavimo-perleidimas': 'DT_notaras',
  'priverstine-hipoteka': 'DT_antstolis',
  'priverstinis-ikeitimas': 'DT_antstolis',
  'pardavimas-su-atpirkimo-teise': 'RG_STSR_registrat',
  'pardavimas-issimoketinai': 'RG_STSR_registrat',
  lizingas: 'RG_STSR_registrat',
  nuoma: 'RG_STSR_registrat',
  panauda: 'RG_STSR_registrat',
  'preliminarioji-sutartis': 'RG_STSR_registrat',
};
const TYPE = 'sutartine-hipoteka';
const validOf = (typeId: string) => readFixtures('.', typeId, []).find((f) => f.kind === 'valid')!.data as Record<string, unknown>;
const XML = { 'content-type': 'application/xml' };

/** xmllint's verdict on an XML text against a generated XSD (generated/xml, where common.xsd sits beside it). */
function xmllint(typeId: string, xml: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xml-answer-'));
  try {
    fs.writeFileSync(path.join(dir, 'answer.xml'), xml);
    return spawnSync('xmllint', ['--noout', '--schema', `generated/xml/${typeId}.xsd`, path.join(dir, 'answer.xml')], { encoding: 'utf8' }).stderr.trim();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(TEST_DIALECTS)('XML bodies and answers of the items API [%s]', (dialect) => {
  let t: TestApp;
  const users = new Map<string, SignedIn>();
  let documents: () => Promise<number>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const role of new Set(Object.values(CREATOR))) users.set(role, await login(t.app, role));
    documents = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('document')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
  });
  afterAll(async () => {
    await t?.close();
  });

  const xmlType = (typeId: string): XmlType => ({ id: typeId, schema: t.app.catalog.get(typeId)!.schema as Record<string, unknown> });
  const headersOf = (role: string) => users.get(role)!.headers;
  const postXml = (payload: string, role = 'DT_notaras', contentType = 'application/xml') =>
    t.app.inject({ method: 'POST', url: '/api/documents', headers: { ...headersOf(role), 'content-type': contentType }, payload });
  const getAs = (id: number, accept: string, role = 'DT_notaras') =>
    t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: { ...headersOf(role), accept } });
  const refusedWith = async (payload: string, status: number) => {
    const before = await documents();
    const res = await postXml(payload);
    expect(res.statusCode, res.body).toBe(status);
    expect(await documents()).toBe(before);
    return res.json() as { message: string; errors: { path: string; messageKey: string; params?: Record<string, unknown> }[] };
  };

  describe('POST /api/documents with an XML body, GET with Accept: application/xml', () => {
    it.each(Object.keys(CREATOR))('%s: its valid fixture as XML is created, read back as the same data and as XML its XSD accepts', async (typeId) => {
      const data = validOf(typeId);
      const res = await postXml(toXml(xmlType(typeId), data), CREATOR[typeId]);
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json() as { id: number };
      const json = await getAs(id, 'application/json', CREATOR[typeId]);
      expect(json.json()).toMatchObject({ type: typeId, data, checkErrors: [] });
      const xml = await getAs(id, 'application/xml', CREATOR[typeId]);
      expect(xml.statusCode).toBe(200);
      expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(xml.headers.vary).toBe('Accept');
      expect(xml.body).toBe(toXml(xmlType(typeId), data));
      expect(xmllint(typeId, xml.body)).toMatch(/ validates$/);
    });

    it('takes text/xml too', async () => {
      const res = await postXml(toXml(xmlType(TYPE), validOf(TYPE)), 'DT_notaras', 'text/xml; charset=utf-8');
      expect(res.statusCode, res.body).toBe(201);
    });

    it('answers JSON unless XML is preferred: no Accept, */*, or JSON ranked higher', async () => {
      const { id } = (await postXml(toXml(xmlType(TYPE), validOf(TYPE)))).json() as { id: number };
      for (const accept of ['*/*', 'application/json, application/xml;q=0.5', 'text/html', 'application/*']) {
        expect((await getAs(id, accept)).headers['content-type'], accept).toMatch(/^application\/json/);
      }
      expect((await getAs(id, 'application/json;q=0.2, application/xml')).headers['content-type']).toBe('application/xml; charset=utf-8');
    });
  });

  describe('refusals: nothing is stored', () => {
    const valid = () => toXml(xmlType(TYPE), validOf(TYPE));

    it('a DOCTYPE with entities (billion laughs) is 400 errors.xml_doctype', async () => {
      const laughs = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>\n<sutartine-hipoteka>&lol2;</sutartine-hipoteka>`;
      const body = await refusedWith(laughs, 400);
      expect(body.message).toBe('errors.xml_doctype');
      expect(body.errors[0]).toMatchObject({ messageKey: 'errors.xml_doctype', severity: 'critical' });
    });

    it('an external entity (XXE) is refused before anything is read', async () => {
      const xxe = valid()
        .replace('<sutartine-hipoteka', '<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<sutartine-hipoteka')
        .replace('<idk>12345678901234</idk>', '<idk>&xxe;</idk>');
      expect((await refusedWith(xxe, 400)).message).toBe('errors.xml_doctype');
    });

    it('an undeclared entity reference is 400 errors.xml_entity at its element', async () => {
      const body = await refusedWith(valid().replace('<idk>12345678901234</idk>', '<idk>&xxe;</idk>'), 400);
      expect(body.errors[0]).toMatchObject({ path: '/sutartine-hipoteka/dokumentas/idk', messageKey: 'errors.xml_entity' });
    });

    it('XML that is not well-formed is 400 errors.xml_malformed with the line', async () => {
      const body = await refusedWith(valid().replace('</idk>', '</idc>'), 400);
      expect(body.errors[0]).toMatchObject({ path: '/sutartine-hipoteka/dokumentas/idk', messageKey: 'errors.xml_malformed', params: { line: 7 } });
    });

    it('a body over the body limit is 413 errors.body_too_large', async () => {
      const huge = valid().replace('<idk>12345678901234</idk>', `<idk>${'x'.repeat(t.app.initialConfig.bodyLimit!)}</idk>`);
      expect((await refusedWith(huge, 413)).message).toBe('errors.body_too_large');
    });

    it('elements out of the XSD order are 422 errors.xml_order at the element', async () => {
      const swapped = valid().replace(/(\s*<dokumentas>[\s\S]*?<\/dokumentas>)(\s*<duomenuTeikejas>[\s\S]*?<\/duomenuTeikejas>)/, '$2$1');
      const body = await refusedWith(swapped, 422);
      expect(body.errors).toEqual([expect.objectContaining({ path: '/sutartine-hipoteka/dokumentas', messageKey: 'errors.xml_order' })]);
    });

    it('a root element that is no catalogue type is 422 errors.xml_root', async () => {
      const body = await refusedWith('<?xml version="1.0"?><nera-tokio xmlns="urn:x"/>', 422);
      expect(body.errors[0]).toMatchObject({ path: '/nera-tokio', messageKey: 'errors.xml_root' });
    });

    it('a value the XSD refuses is 422 with the AJV error at its element path', async () => {
      const body = await refusedWith(valid().replace('<asmensKodas>38703181745</asmensKodas>', '<asmensKodas>3870318</asmensKodas>'), 422);
      expect(body.message).toBe('errors.validation');
      expect(body.errors.map((e) => e.path)).toEqual(['/sutartine-hipoteka/skolininkai/item[1]/asmensKodas']);
    });

    it('a missing required element is 422 (an XML body is never a draft), while the same JSON is saved as a draft', async () => {
      const body = await refusedWith(valid().replace(/\s*<sandoris>[\s\S]*?<\/sandoris>/, ''), 422);
      expect(body.errors).toEqual([expect.objectContaining({ path: '/sutartine-hipoteka/sandoris', messageKey: 'validation.required' })]);
      const { sandoris: _, ...withoutDeal } = validOf(TYPE);
      const draft = await t.app.inject({ method: 'POST', url: '/api/documents', headers: headersOf('DT_notaras'), payload: { type: TYPE, data: withoutDeal } });
      expect(draft.statusCode).toBe(201);
    });
  });

  describe('PUT /api/documents/:id with an XML body', () => {
    const put = (id: number, version: number, payload: string) =>
      t.app.inject({ method: 'PUT', url: `/api/documents/${id}`, headers: { ...headersOf('DT_notaras'), ...XML, 'if-match': `"${version}"` }, payload });

    it('saves the data of the XML document as the next version', async () => {
      const { id } = (await postXml(toXml(xmlType(TYPE), validOf(TYPE)))).json() as { id: number };
      const changed = structuredClone(validOf(TYPE));
      (changed.sandoris as Record<string, unknown>).numeris = 'KS-2026-99';
      const res = await put(id, 1, toXml(xmlType(TYPE), changed));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id, version: 2, issues: [] });
      expect((await getAs(id, 'application/json')).json()).toMatchObject({ version: 2, data: changed });
    });

    it('refuses a document of another type than the item with 422 errors.xml_root, the item unchanged', async () => {
      const { id } = (await postXml(toXml(xmlType(TYPE), validOf(TYPE)))).json() as { id: number };
      const res = await put(id, 1, toXml(xmlType('vykdomasis-irasas'), validOf('vykdomasis-irasas')));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errors: [{ path: '/vykdomasis-irasas', messageKey: 'errors.xml_root', params: { expected: TYPE } }] });
      expect((await getAs(id, 'application/json')).json()).toMatchObject({ version: 1, data: validOf(TYPE) });
    });
  });

  describe('other families and faces: a citizen orders a certificate as XML at /sav/certificates', () => {
    const CERTIFICATE = 'pazyma-zemes-sklypas';
    /** one of Jonas's demo plots (api/db/seed/certificates.ts), or another */
    const order = async (unikalusNr: string) => {
      const jonas = await gatewayLogin(t.app, '/sav', JONAS);
      const data = { ...validFixture(CERTIFICATE), sklypai: [{ unikalusNr, kadastroNr: '5260/0003:11' }] };
      return t.app.inject({ method: 'POST', url: '/sav/certificates', headers: { ...jonas.headers, ...XML }, payload: toXml(xmlType(CERTIFICATE), data) });
    };

    it('creates the order from XML', async () => {
      const res = await order('4400-1001-0011');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ issues: [] });
    });

    it("answers the business checks' issues at element paths (a plot the citizen does not own), as the JSON route keeps them", async () => {
      const res = await order('4400-9999-9999');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        issues: [{ path: `/${CERTIFICATE}/sklypai/item[1]/unikalusNr`, messageKey: 'certificates.validation.plotNotOwned', severity: 'critical' }],
      });
    });
  });

  it('GET of data XML cannot carry (a control character saved through JSON) is 406 at its element path', async () => {
    const data = structuredClone(validOf(TYPE));
    (data.sandoris as Record<string, unknown>).pavadinimas = 'Kredito\u0001sutartis';
    const created = await t.app.inject({ method: 'POST', url: '/api/documents', headers: headersOf('DT_notaras'), payload: { type: TYPE, data } });
    expect(created.statusCode, created.body).toBe(201);
    const res = await getAs((created.json() as { id: number }).id, 'application/xml');
    expect(res.statusCode).toBe(406);
    expect(res.json()).toMatchObject({ message: 'errors.xml_unrepresentable', errors: [{ path: '/sutartine-hipoteka/sandoris/pavadinimas' }] });
  });
});

describe.each(TEST_DIALECTS)('OpenAPI at /api/docs: the items routes in JSON and XML [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  type Media = Record<string, { schema: { type?: string; required?: string[] }; example?: unknown }>;
  let doc: { paths: Record<string, Record<string, { requestBody?: { content: Media }; responses: Record<string, { content: Media }> }>> };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    notary = await login(t.app, 'DT_notaras');
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('POST /api/documents: a JSON and an XML body, each with an example the API accepts', async () => {
    const content = doc.paths['/api/documents'].post.requestBody!.content;
    expect(Object.keys(content)).toEqual(['application/json', 'application/xml']);
    expect(content['application/json'].schema.required).toEqual(['type', 'data']);
    expect(content['application/xml'].schema.type).toBe('string');
    const json = await t.app.inject({ method: 'POST', url: '/api/documents', headers: notary.headers, payload: content['application/json'].example as object });
    expect(json.statusCode, json.body).toBe(201);
    expect(json.json()).toMatchObject({ issues: [] });
    const xml = content['application/xml'].example as string;
    const res = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { ...notary.headers, ...XML }, payload: xml });
    expect(res.statusCode, res.body).toBe(201);
    expect(xmllint(TYPE, xml)).toMatch(/ validates$/);
  });

  it('PUT /api/documents/{id} takes both; GET answers both, the XML example valid against its XSD', async () => {
    const put = doc.paths['/api/documents/{id}'].put.requestBody!.content;
    expect(Object.keys(put)).toEqual(['application/json', 'application/xml']);
    expect(put['application/json'].example).toEqual({ data: expect.any(Object) });
    const answer = doc.paths['/api/documents/{id}'].get.responses['200'].content;
    expect(Object.keys(answer)).toEqual(['application/json', 'application/xml']);
    expect(answer['application/json'].schema.required).toContain('data');
    expect(xmllint(TYPE, answer['application/xml'].example as string)).toMatch(/ validates$/);
  });

  it('leaves the JSON-only routes as they were', () => {
    expect(Object.keys(doc.paths['/api/documents'].get.responses['200'].content)).toEqual(['application/json']);
  });
});
