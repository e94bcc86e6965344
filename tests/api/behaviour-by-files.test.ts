/**
 * Issue #15 item 6: type behaviour is catalogue data (decision 0108). A copy of the catalogue
 * gets, by files only, a new contract type (`registry.selfService`: a contract that expires,
 * like a lease) and a new certificate type (`registry.certificate`: the applicant's plots of
 * purpose `kita`). The API boots on it; the contract, once registered, is found in
 * self-service with the kind, actions and lists its metadata gives; the certificate is
 * ordered, issued at once and lists exactly the plots its metadata names.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/domain/schema/catalog-error.js';
import { checkCatalog } from '../../scripts/lib/check-catalog.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { act } from '../helpers/lifecycle.js';
import { JONAS, itemsClient, validFixture } from '../helpers/items.js';
import { pdfText } from '../unit/certificates/pdf-text.js';
import { copyCatalog, type CatalogCopy } from '../schema/catalog-copy.js';

const CONTRACT = 'sandeliavimo-sutartis';
const CERTIFICATE = 'pazyma-kitos-paskirties';

/** Adds a type made from an existing one: its schema with new metadata, its ui file, labels and fixtures under the new id. */
function addTypeLike(c: CatalogCopy, family: string, from: string, id: string, registry: Record<string, unknown>): void {
  const schema = c.readJson(`schemas/${family}/${from}.schema.json`);
  schema.$id = `https://registrai.lt/schemas/${family}/${id}.schema.json`;
  schema.registry = { ...(schema.registry as object), titleKey: `types.${id}.title`, ...registry };
  c.writeJson(`schemas/${family}/${id}.schema.json`, schema);
  c.writeJson(`ui-schemas/${family}/${id}.ui.json`, c.readJson(`ui-schemas/${family}/${from}.ui.json`));
  for (const lng of ['lt', 'en']) {
    const rel = `locales/${lng}/types/${from}.json`;
    try {
      const labels = c.readJson(rel) as { types: Record<string, unknown> };
      c.writeJson(`locales/${lng}/types/${id}.json`, { types: { [id]: labels.types[from] } });
    } catch {
      // documents have no English labels
    }
  }
  fs.cpSync(c.at(`tests/fixtures/${from}`), c.at(`tests/fixtures/${id}`), { recursive: true });
}

function addTypes(c: CatalogCopy): void {
  addTypeLike(c, 'documents', 'nuoma', CONTRACT, { route: `/sutartis/${CONTRACT}`, selfService: { kind: 'contract', expires: true } });
  addTypeLike(c, 'certificates', 'pazyma-misku-ukio', CERTIFICATE, {
    route: '/ntr-paslaugos/kitos-paskirties',
    certificate: { plots: 'purpose', plotPurpose: 'kita' },
  });
}

/** The storage contract: the citizen (JONAS) stores his things with a company; it ended before today. */
function endedContract(): Record<string, unknown> {
  const data = validFixture('nuoma');
  const gavejai = data.gavejai as Record<string, unknown>[];
  return {
    ...data,
    gavejai: [{ ...gavejai[0], asmensKodas: JONAS.replace('/', '') }],
    sutartis: { sutartiesNr: 'S-2025-3', sutartiesData: '2025-12-15', pradziosData: '2026-01-01', pabaigosData: '2026-06-01', nuomaPerMenesi: 90 },
  };
}

describe('behaviour by files: the extended catalogue passes check:schemas', () => {
  let copy: CatalogCopy;
  beforeAll(() => {
    copy = copyCatalog();
    addTypes(copy);
  });
  afterAll(() => copy.remove());

  it('lists both new types with their metadata', () => {
    const { catalog, problems } = checkCatalog(copy.root);
    expect(problems.map(formatProblem)).toEqual([]);
    const meta = (id: string) => catalog!.entries.find((e) => e.id === id)?.meta;
    expect(meta(CONTRACT)?.selfService).toEqual({ kind: 'contract', expires: true });
    expect(meta(CERTIFICATE)?.certificate).toEqual({ plots: 'purpose', plotPurpose: 'kita' });
  });

  it('refuses a behaviour key on a type of another family', () => {
    const rel = `schemas/certificates/${CERTIFICATE}.schema.json`;
    const saved = copy.readJson(rel);
    copy.writeJson(rel, { ...saved, registry: { ...(saved.registry as object), selfService: { kind: 'contract' } } });
    try {
      expect(checkCatalog(copy.root).problems.map(formatProblem).join('\n')).toContain(`${rel}#/registry`);
    } finally {
      copy.writeJson(rel, saved);
    }
  });
});

describe('behaviour by files: a prerequisite names another request type of the catalogue', () => {
  let copy: CatalogCopy;
  beforeAll(() => {
    copy = copyCatalog();
  });
  afterAll(() => copy.remove());

  it('names the file and pointer of a prerequisite no type answers', () => {
    const rel = 'schemas/requests/seimos-turtas-perkelimas.schema.json';
    const schema = copy.readJson(rel);
    const registry = schema.registry as { prerequisite: Record<string, unknown> };
    copy.writeJson(rel, { ...schema, registry: { ...registry, prerequisite: { ...registry.prerequisite, type: 'seimos-turtas-sudarymas' } } });
    expect(checkCatalog(copy.root).problems.map(formatProblem)).toEqual([
      `${rel}#/registry/prerequisite/type: "seimos-turtas-sudarymas" is not another request type of the catalogue`,
    ]);
  });
});

describe.each(TEST_DIALECTS)('behaviour by files: self-service and certificate issuing find the new types [%s]', (dialect) => {
  let copy: CatalogCopy;
  let t: TestApp;
  let jonas: SignedIn;
  beforeAll(async () => {
    copy = copyCatalog();
    addTypes(copy);
    t = await createTestApp(dialect, { env: { CATALOG_DIR: copy.root } });
    // issuing free orders: the demo price list's fees are tests/api/cart.test.ts's
    await t.db.kysely.deleteFrom('service_price').execute();
    jonas = await gatewayLogin(t.app, '/sav', JONAS);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    copy?.remove();
  });

  const objects = async (kind: string, purpose: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/sav/objects?kind=${kind}&purpose=${purpose}`, headers: jonas.headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { id: number; type: string; kind: string; roles: string[]; allowedActions: string[] }[] }).items;
  };

  it('a registered contract of the new type is the citizen’s self-service contract, with the actions of one that expires', async () => {
    const company = await login(t.app, 'DT_JA');
    const registrar = await login(t.app, 'RG_STSR_registrat');
    const created = await itemsClient(t.app, company, '/api', 'documents').create(CONTRACT, endedContract());
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    for (const [who, action] of [
      [company, 'pasirasyti'],
      [company, 'perduoti'],
      [registrar, 'iregistruoti'],
    ] as const) {
      const res = await act(t.app, who, id, action, {});
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    }

    const found = (await objects('contract', 'salis')).find((i) => i.id === id);
    // the lessee of an expired contract may deregister it (registry.selfService.expires)
    expect(found).toMatchObject({
      type: CONTRACT,
      kind: 'contract',
      roles: ['gavejai'],
      allowedActions: ['perziureti', 'keisti', 'isregistruoti', 'neisregistruoti-automatiskai'],
    });
    expect((await objects('contract', 'pasibaigusios')).map((i) => i.id)).toContain(id);
    expect((await objects('pledge', 'salis')).map((i) => i.id)).not.toContain(id);
    const view = await t.app.inject({ method: 'GET', url: `/sav/objects/${id}`, headers: jonas.headers });
    expect(view.statusCode, view.body).toBe(200);
  });

  it('an order of the new certificate type is issued at once and lists the applicant’s plots of its purpose only', async () => {
    const orders = itemsClient(t.app, jonas, '/sav', 'certificates');
    const created = await orders.create(CERTIFICATE, {
      ...validFixture('pazyma-misku-ukio'),
      pareiskejas: { asmensTipas: 'fizinis', vardas: 'Jonas', pavarde: 'Petraitis', asmensKodas: JONAS.replace('/', '') },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    const sav = (action: string, version: number) =>
      t.app.inject({
        method: 'POST',
        url: `/sav/certificates/${id}/actions/${action}`,
        headers: { ...jonas.headers, 'if-match': `"${version}"` },
        payload: {},
      });
    const signed = await sav('pasirasyti', (created.json() as { version: number }).version);
    expect(signed.statusCode, signed.body).toBe(200);
    const transferred = await sav('perduoti', (signed.json() as { version: number }).version);
    expect(transferred.statusCode, transferred.body).toBe(200);
    expect(transferred.json()).toMatchObject({ status: 'iregistruotas' });

    const pdf = await t.app.inject({ method: 'GET', url: `/sav/certificates/${id}/pdf`, headers: jonas.headers });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    expect(text).toContain('0101/0025:310'); // Jonas's plot of purpose kita (api/db/seed/certificates.ts)
    expect(text).not.toContain('4145/0007:21'); // his forest plot
    expect(text).not.toContain('5260/0003:11'); // his farm plot
    const issued = await t.app.inject({ method: 'GET', url: '/sav/certificate-pdfs', headers: jonas.headers });
    expect((issued.json() as { items: { id: number; type: string }[] }).items.find((c) => c.id === id)).toMatchObject({ type: CERTIFICATE });
  });
});
