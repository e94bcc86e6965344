/**
 * The schema studio (/api/studio, decision 0123): analysts only; a copy of the lease type is
 * drafted, changed (a field with a pattern), sent, approved by a second analyst (never by its
 * author) and published — then a provider files a document of the new type without a restart,
 * validated by the published rules, while the lease type's older documents stay valid; a
 * change that breaks registered documents is refused with the reasons; export round trip.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../api/app.js';
import { assembleCatalog } from '../../src/domain/schema/catalog.js';
import { readCatalog } from '../../api/modules/catalog/read-catalog.js';
import { copyTypeFiles, type TypeFiles } from '../../src/domain/studio/type-files.js';
import { readRepositoryType } from '../../api/modules/studio/repository-type.js';
import { DEMO_STUDIO_DRAFT } from '../../api/db/seed/studio.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { itemsClient, validFixture } from '../helpers/items.js';

const NEW_ID = 'irangos-nuoma';

/** The lease copy with a serial-number field (pattern) on the contract tab, labelled, with fixtures. */
function equipmentRental(): TypeFiles {
  const files = copyTypeFiles(readRepositoryType('.', 'documents', 'nuoma')!, NEW_ID, 'Įrangos nuoma');
  const schema = files.schema as { properties: Record<string, unknown> };
  schema.properties.serijinisNumeris = { type: 'string', pattern: '^[A-Z]{2}[0-9]{6}$', messageKeys: { pattern: 'validation.pattern' } };
  const ui = files.uiSchema as { layout: { tabs: { fields: string[] }[]; steps: { fields: string[] }[] }; uiSchema: { 'ui:order': string[] } };
  ui.layout.tabs[3].fields.push('serijinisNumeris');
  ui.layout.steps[2].fields.push('serijinisNumeris');
  ui.uiSchema['ui:order'].push('serijinisNumeris');
  (files.texts.lt.types as Record<string, { fields: Record<string, string> }>)[NEW_ID].fields.serijinisNumeris = 'Serijinis numeris';
  const bad = { data: { ...validFixture('nuoma'), serijinisNumeris: 'x1' }, expect: [{ path: '/serijinisNumeris', messageKey: 'validation.pattern' }] };
  files.fixtures.invalid['serijinis-numeris-netinkamas'] = bad;
  return files;
}

describe.each(TEST_DIALECTS)('schema studio [%s]', (dialect) => {
  let t: TestApp;
  let author: SignedIn;
  let reviewer: SignedIn;
  let provider: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    author = await login(t.app, 'AN_schemu_analitikas');
    reviewer = await login(t.app, 'analitikas.perziura');
    provider = await login(t.app, 'DT_JA');
  }, 120_000);
  afterAll(() => t?.close());

  const call = (who: SignedIn, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/studio${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const audits = () =>
    t.db.kysely
      .selectFrom('audit_event')
      .select(['action', 'actor_name', 'object_id'])
      .where('object_type', '=', 'studio_type_version')
      .orderBy('id')
      .execute();

  it('is closed to everyone but schema analysts', async () => {
    const admin = await login(t.app, 'AD_administratorius');
    for (const [method, url] of [
      ['GET', '/types'],
      ['GET', `/types/${DEMO_STUDIO_DRAFT.id}/versions/1`],
      ['POST', '/drafts'],
      ['PUT', `/types/${DEMO_STUDIO_DRAFT.id}/versions/1`],
      ['POST', `/types/${DEMO_STUDIO_DRAFT.id}/versions/1/submit`],
      ['POST', `/types/${DEMO_STUDIO_DRAFT.id}/versions/1/approve`],
      ['POST', `/types/${DEMO_STUDIO_DRAFT.id}/versions/1/return`],
      ['POST', `/types/${DEMO_STUDIO_DRAFT.id}/versions/1/publish`],
      ['GET', `/types/nuoma/versions/1/export`],
    ] as const) {
      for (const who of [provider, admin]) expect((await call(who, method, url, method === 'GET' ? undefined : {})).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lists the repository types as published version 1 and the seeded draft', async () => {
    const res = await call(author, 'GET', '/types');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: string; publishedVersion: number | null; versions: { status: string; source: string }[] }[];
    expect(items.find((i) => i.id === 'nuoma')).toMatchObject({ publishedVersion: 1, versions: [{ status: 'published', source: 'repository' }] });
    expect(items.find((i) => i.id === DEMO_STUDIO_DRAFT.id)).toMatchObject({
      title: DEMO_STUDIO_DRAFT.title,
      publishedVersion: null,
      versions: [{ status: 'draft' }],
    });
  });

  it('copies, checks, reviews (never by the author) and publishes a type that providers then file, validated by the published rules', async () => {
    // a copy under a taken id is refused; a new one is a draft of its author
    expect((await call(author, 'POST', '/drafts', { from: { id: 'nuoma', version: 1 }, id: 'lizingas', title: 'X' })).json()).toEqual({
      message: 'errors.studio_id_taken',
    });
    const created = await call(author, 'POST', '/drafts', { from: { id: 'nuoma', version: 1 }, id: NEW_ID, title: 'Įrangos nuoma' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: NEW_ID, version: 1, status: 'draft' });

    // a save answers the check's problems: a field the ui file does not place
    const files = equipmentRental();
    const unplaced = structuredClone(files);
    (unplaced.uiSchema as { layout: { tabs: { fields: string[] }[] } }).layout.tabs[3].fields.push('neraTokio');
    const saved = await call(author, 'PUT', `/types/${NEW_ID}/versions/1`, { files: unplaced });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().problems).toEqual([
      expect.objectContaining({ file: `ui-schemas/documents/${NEW_ID}.ui.json`, message: expect.stringContaining('neraTokio') }),
    ]);
    const refused = await call(author, 'POST', `/types/${NEW_ID}/versions/1/submit`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('errors.studio_check_failed');
    expect(refused.json().errors[0]).toMatchObject({ messageKey: 'errors.studio_problem', params: { file: `ui-schemas/documents/${NEW_ID}.ui.json` } });

    // only the author saves; the fixed files check out
    expect((await call(reviewer, 'PUT', `/types/${NEW_ID}/versions/1`, { files })).json()).toEqual({ message: 'errors.studio_not_author' });
    expect((await call(author, 'PUT', `/types/${NEW_ID}/versions/1`, { files })).json()).toEqual({ problems: [] });
    expect((await call(author, 'POST', `/types/${NEW_ID}/versions/1/publish`)).json()).toEqual({ message: 'errors.studio_wrong_status' });
    expect((await call(author, 'POST', `/types/${NEW_ID}/versions/1/submit`, { comment: 'Pridėtas serijinis numeris' })).statusCode).toBe(200);

    // the author cannot approve; the second analyst returns, then approves
    const self = await call(author, 'POST', `/types/${NEW_ID}/versions/1/approve`, {});
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ message: 'errors.studio_self_approval' });
    expect((await call(reviewer, 'POST', `/types/${NEW_ID}/versions/1/return`, { comment: 'Patikslinkite pavadinimą' })).json()).toMatchObject({
      status: 'draft',
    });
    expect((await call(author, 'POST', `/types/${NEW_ID}/versions/1/submit`, {})).statusCode).toBe(200);
    expect((await call(reviewer, 'POST', `/types/${NEW_ID}/versions/1/approve`, { comment: 'Gerai' })).json()).toMatchObject({ status: 'approved' });
    const view = (await call(reviewer, 'GET', `/types/${NEW_ID}/versions/1`)).json();
    expect(view).toMatchObject({
      status: 'approved',
      author: { name: 'AN_schemu_analitikas' },
      reviewer: { name: 'analitikas.perziura' },
      allowedActions: ['publish'],
    });
    expect(view.comments.map((c: { kind: string; text: string }) => `${c.kind}: ${c.text}`)).toEqual([
      'submitted: Pridėtas serijinis numeris',
      'returned: Patikslinkite pavadinimą',
      'approved: Gerai',
    ]);

    // before publishing, the type does not exist for providers
    const docs = itemsClient(t.app, provider, '/api', 'documents');
    expect((await docs.create(NEW_ID, validFixture('nuoma'))).statusCode).toBe(404);
    expect((await call(reviewer, 'POST', `/types/${NEW_ID}/versions/1/publish`)).json()).toEqual({ id: NEW_ID, version: 1, status: 'published' });
    expect(t.app.catalog.validatorSource(NEW_ID)).toBe('studio');

    // no restart: a provider files one; a bad serial number is refused by the published rules
    const bad = { ...validFixture('nuoma'), serijinisNumeris: 'x1' };
    const checked = await t.app.inject({ method: 'POST', url: `/api/catalog/${NEW_ID}/validate`, headers: provider.headers, payload: bad });
    expect(checked.statusCode).toBe(422);
    expect(checked.json().errors).toEqual([expect.objectContaining({ path: '/serijinisNumeris', messageKey: 'validation.pattern' })]);
    // (a draft keeps the error as its check error, decision 0090)
    expect(JSON.stringify((await docs.create(NEW_ID, bad)).json())).toContain('/serijinisNumeris');
    expect((await docs.create(NEW_ID, { ...validFixture('nuoma'), serijinisNumeris: 'AB123456' })).statusCode).toBe(201);
    // and a lease document of the original type is as valid as before
    expect((await docs.create('nuoma', validFixture('nuoma'))).statusCode).toBe(201);
    expect(t.app.catalog.validate('nuoma', validFixture('nuoma'))).toEqual([]);

    // the browser loads the compiled validator as a module, never compiling
    const mod = await t.app.inject({ method: 'GET', url: `/api/studio/validators/${NEW_ID}/1`, headers: provider.headers });
    expect(mod.statusCode).toBe(200);
    expect(mod.headers['content-type']).toMatch(/^text\/javascript/);
    expect(mod.body).toMatch(/^export default function load\(runtime\)/);
    expect(mod.body).not.toMatch(/require\(/);

    // every step audited with who took it
    expect((await audits()).filter((a) => a.object_id === `${NEW_ID}@1`).map((a) => `${a.action} ${a.actor_name}`)).toEqual([
      'studio.draft_created AN_schemu_analitikas',
      'studio.draft_saved AN_schemu_analitikas',
      'studio.draft_saved AN_schemu_analitikas',
      'studio.submitted AN_schemu_analitikas',
      'studio.returned analitikas.perziura',
      'studio.submitted AN_schemu_analitikas',
      'studio.approved analitikas.perziura',
      'studio.published analitikas.perziura',
    ]);
  });

  it('exports the published type as repository files that the catalogue serves as it serves the studio type', async () => {
    const res = await call(author, 'GET', `/types/${NEW_ID}/versions/1/export`);
    expect(res.statusCode).toBe(200);
    const files = res.json().files as Record<string, string>;
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([`schemas/documents/${NEW_ID}.schema.json`, `ui-schemas/documents/${NEW_ID}.ui.json`, `locales/lt/types/${NEW_ID}.json`]),
    );
    // the same type committed as files: the repository catalogue with the exported files added
    const raw = readCatalog('.');
    raw.types.push({
      id: NEW_ID,
      family: 'documents',
      schema: { file: `schemas/documents/${NEW_ID}.schema.json`, schema: JSON.parse(files[`schemas/documents/${NEW_ID}.schema.json`]) },
      ui: { file: `ui-schemas/documents/${NEW_ID}.ui.json`, json: JSON.parse(files[`ui-schemas/documents/${NEW_ID}.ui.json`]) },
    });
    const committed = assembleCatalog(raw).entries.find((e) => e.id === NEW_ID)!;
    const served = (await t.app.inject({ method: 'GET', url: `/api/catalog/${NEW_ID}`, headers: provider.headers })).json();
    expect(served.schema).toEqual(committed.schema);
    expect(served.uiSchema).toEqual(committed.ui.uiSchema);
    expect(served.layout).toEqual(committed.ui.layout);
  });

  it('refuses to publish a version that would make registered documents invalid, with the reasons', async () => {
    // a registered lease exists in the seed; a new version makes a new field required
    const created = await call(author, 'POST', '/drafts', { from: { id: 'nuoma', version: 1 } });
    expect(created.json()).toEqual({ id: 'nuoma', version: 2, status: 'draft' });
    const files = (await call(author, 'GET', '/types/nuoma/versions/2')).json().files as TypeFiles;
    const schema = files.schema as { properties: Record<string, unknown>; required: string[] };
    schema.properties.iranga = { type: 'string', maxLength: 50 };
    schema.required.push('iranga');
    const ui = files.uiSchema as { layout: { tabs: { fields: string[] }[]; steps: { fields: string[] }[] }; uiSchema: { 'ui:order': string[] } };
    ui.layout.tabs[3].fields.push('iranga');
    ui.layout.steps[2].fields.push('iranga');
    ui.uiSchema['ui:order'].push('iranga');
    const texts = (files.texts.lt.types as Record<string, { fields: Record<string, string> }>).nuoma;
    texts.fields.iranga = 'Įranga';
    for (const f of Object.values(files.fixtures.valid)) (f.data as Record<string, unknown>).iranga = 'Traktorius';
    for (const f of Object.values(files.fixtures.invalid)) (f.data as Record<string, unknown>).iranga = 'Traktorius';
    expect((await call(author, 'PUT', '/types/nuoma/versions/2', { files })).json()).toEqual({ problems: [] });
    await call(author, 'POST', '/types/nuoma/versions/2/submit', {});
    await call(reviewer, 'POST', '/types/nuoma/versions/2/approve', {});
    const registered = await t.db.kysely.selectFrom('document').select('id').where('type_id', '=', 'nuoma').where('status', '=', 'iregistruotas').execute();
    expect(registered.length).toBeGreaterThan(0);
    const res = await call(author, 'POST', '/types/nuoma/versions/2/publish');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('errors.studio_documents_invalid');
    expect(res.json().errors).toContainEqual(expect.objectContaining({ path: `/documents/${registered[0].id}/iranga`, messageKey: 'validation.required' }));
    // nothing changed: still approved, the catalogue still the repository's
    expect((await call(author, 'GET', '/types/nuoma/versions/2')).json().status).toBe('approved');
    expect(t.app.catalog.validatorSource('nuoma')).not.toBe('studio');
  });
  /** A new version of the published copy with one more optional field, taken through review and published by the test app. */
  async function publishNextVersion(id: string, field: string): Promise<number> {
    const created = (await call(author, 'POST', '/drafts', { from: { id, version: 1 } })).json() as { version: number };
    const files = (await call(author, 'GET', `/types/${id}/versions/${created.version}`)).json().files as TypeFiles;
    (files.schema as { properties: Record<string, unknown> }).properties[field] = { type: 'string', maxLength: 20 };
    const ui = files.uiSchema as { layout: { tabs: { fields: string[] }[]; steps: { fields: string[] }[] }; uiSchema: { 'ui:order': string[] } };
    ui.layout.tabs[3].fields.push(field);
    ui.layout.steps[2].fields.push(field);
    ui.uiSchema['ui:order'].push(field);
    (files.texts.lt.types as Record<string, { fields: Record<string, string> }>)[id].fields[field] = 'Pastaba';
    expect((await call(author, 'PUT', `/types/${id}/versions/${created.version}`, { files })).json()).toEqual({ problems: [] });
    expect((await call(author, 'POST', `/types/${id}/versions/${created.version}/submit`, {})).statusCode).toBe(200);
    expect((await call(reviewer, 'POST', `/types/${id}/versions/${created.version}/approve`, {})).statusCode).toBe(200);
    expect((await call(reviewer, 'POST', `/types/${id}/versions/${created.version}/publish`)).statusCode).toBe(200);
    return created.version;
  }

  it("picks up another process's publication on its own timer, never in a request", async () => {
    // a second API process on the same database, with its timers and clock under the test's hand
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const other = await buildApp({ config: t.config, db: t.db, clock: t.clock, logger: false });
    try {
      await other.ready();
      const fields = () => Object.keys((other.catalog.get(NEW_ID)?.schema as { properties: object }).properties);
      expect(fields()).not.toContain('pastaba');
      await publishNextVersion(NEW_ID, 'pastaba');
      // requests long after the publication do not look for it (no hook on every request)
      vi.setSystemTime(Date.now() + 60_000);
      expect((await other.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(fields()).not.toContain('pastaba');
      // the process's own timer does
      await vi.advanceTimersByTimeAsync(2000);
      await vi.waitUntil(() => fields().includes('pastaba'), { timeout: 30_000, interval: 20 });
      expect(other.catalog.validatorSource(NEW_ID)).toBe('studio');
    } finally {
      await other.close();
      vi.useRealTimers();
    }
  });
});
