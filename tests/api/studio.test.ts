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
import type { TypeFiles } from '../../src/domain/studio/type-files.js';
import { DEMO_STUDIO_DRAFT } from '../../api/db/seed/studio.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { equipmentRental as rentalFiles } from '../helpers/studio.js';
import { registryDate } from '../../src/domain/schema/runtime/today.js';
import { itemsClient, validFixture } from '../helpers/items.js';
import { schemaVersionOf } from '../../api/modules/items/schema-version.js';
import { act } from '../helpers/lifecycle.js';

const NEW_ID = 'irangos-nuoma';

/** The equipment rental's serial number renamed (serijinisNumeris → serijosNumeris) in every file, at most `maxLength` long. */
function serialRenamed(files: TypeFiles, maxLength: number): TypeFiles {
  const out = JSON.parse(JSON.stringify(files).replace(/serijinisNumeris/g, 'serijosNumeris')) as TypeFiles;
  (out.schema as { properties: Record<string, Record<string, unknown>> }).properties.serijosNumeris.maxLength = maxLength;
  return out;
}

const equipmentRental = (id = NEW_ID): TypeFiles => rentalFiles(id);

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
    // (a draft keeps the error as its check error, decision 0090) and cannot be signed with it
    const badDraft = await docs.create(NEW_ID, bad);
    expect(JSON.stringify(badDraft.json())).toContain('/serijinisNumeris');
    const pattern = { path: '/serijinisNumeris', messageKey: 'validation.pattern', severity: 'critical' };
    const refusedSign = await act(t.app, provider, (badDraft.json() as { id: number }).id, 'pasirasyti');
    expect(refusedSign.statusCode).toBe(422);
    expect(refusedSign.json()).toMatchObject({ message: 'errors.signing_critical_errors', errors: [expect.objectContaining(pattern)] });
    // a right one is signed and transferred under the published rules
    const good = await docs.create(NEW_ID, { ...validFixture('nuoma'), serijinisNumeris: 'AB123456' });
    expect(good.statusCode).toBe(201);
    const goodId = (good.json() as { id: number }).id;
    expect((await act(t.app, provider, goodId, 'pasirasyti')).statusCode).toBe(200);
    expect((await act(t.app, provider, goodId, 'perduoti')).statusCode).toBe(200);
    // and a lease document of the original type is as valid as before
    expect((await docs.create('nuoma', validFixture('nuoma'))).statusCode).toBe(201);
    expect(t.app.catalog.validate('nuoma', validFixture('nuoma'), { today: registryDate(t.app.clock.now()) })).toEqual([]);

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
  /** Takes a saved draft through review (another analyst approves) and publishes it: the publication's answer. */
  async function reviewAndPublish(id: string, version: number) {
    expect((await call(author, 'POST', `/types/${id}/versions/${version}/submit`, {})).statusCode).toBe(200);
    expect((await call(reviewer, 'POST', `/types/${id}/versions/${version}/approve`, {})).statusCode).toBe(200);
    return call(reviewer, 'POST', `/types/${id}/versions/${version}/publish`);
  }

  /** A published equipment rental under `id` (version 1) and the next version's draft, its serial number renamed. */
  async function rentalWithRenameDraft(id: string, maxLength: number): Promise<TypeFiles> {
    expect((await call(author, 'POST', '/drafts', { from: { id: 'nuoma', version: 1 }, id, title: 'Įrangos nuoma' })).statusCode).toBe(201);
    expect((await call(author, 'PUT', `/types/${id}/versions/1`, { files: equipmentRental(id) })).json()).toEqual({ problems: [] });
    expect((await reviewAndPublish(id, 1)).statusCode).toBe(200);
    expect((await call(author, 'POST', '/drafts', { from: { id, version: 1 } })).json()).toEqual({ id, version: 2, status: 'draft' });
    return serialRenamed(equipmentRental(id), maxLength);
  }

  const docRow = (id: number) =>
    t.db.kysely.selectFrom('document').select(['data', 'schema_version', 'version', 'status']).where('id', '=', id).executeTakeFirstOrThrow();

  it('lifts the documents being prepared through the draft migration on publishing, refusing while one would not fit', async () => {
    const id = 'irangos-nuoma-perkelimas';
    const renamed = await rentalWithRenameDraft(id, 8);
    const migration = [{ from: '/serijinisNumeris', to: '/serijosNumeris' }];
    // a move onto itself is refused and nothing is saved
    const wrong = await call(author, 'PUT', `/types/${id}/versions/2`, { files: renamed, migration: [{ from: '/a', to: '/a' }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('errors.studio_migration_invalid');
    expect((await call(author, 'GET', `/types/${id}/versions/2`)).json().migration).toBeNull();
    expect((await call(author, 'PUT', `/types/${id}/versions/2`, { files: renamed, migration })).json()).toEqual({ problems: [] });
    expect((await call(author, 'GET', `/types/${id}/versions/2`)).json().migration).toEqual(migration);

    // documents of version 1: three being prepared (one with a serial too long for version 2), one registered
    const docs = itemsClient(t.app, provider, '/api', 'documents');
    const make = async (serial?: string) => {
      const res = await docs.create(id, { ...validFixture('nuoma'), ...(serial === undefined ? {} : { serijinisNumeris: serial }) });
      expect(res.statusCode).toBe(201);
      return res.json().id as number;
    };
    const [good, none, tooLong, registered] = [await make('AB123456'), await make(), await make('AB1234567890'), await make()];
    await t.db.kysely.updateTable('document').set({ status: 'iregistruotas' }).where('id', '=', registered).execute();
    const before = await Promise.all([good, none, tooLong, registered].map(docRow));

    // one would be refused by a save of version 2: nothing is published, nothing moves
    const refused = await reviewAndPublish(id, 2);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('errors.studio_drafts_invalid');
    expect(refused.json().errors).toEqual([expect.objectContaining({ path: `/documents/${tooLong}/serijosNumeris`, messageKey: 'validation.maxLength' })]);
    expect(await Promise.all([good, none, tooLong, registered].map(docRow))).toEqual(before);
    expect((await call(author, 'GET', `/types/${id}/versions/2`)).json().status).toBe('approved');

    // the provider shortens it; publishing moves every document being prepared, in one go
    expect((await docs.put(tooLong, before[2].version, { ...validFixture('nuoma'), serijinisNumeris: 'CD654321' })).statusCode).toBe(200);
    expect((await call(reviewer, 'POST', `/types/${id}/versions/2/publish`)).statusCode).toBe(200);
    const v2 = schemaVersionOf(t.app.catalog.get(id)!.schema);
    expect(v2).not.toBe(before[0].schema_version);
    const after = await Promise.all([good, none, tooLong, registered].map(docRow));
    expect(after.slice(0, 3).map((d) => d.schema_version)).toEqual([v2, v2, v2]);
    expect(JSON.parse(after[0].data)).toEqual({ ...validFixture('nuoma'), serijosNumeris: 'AB123456' });
    expect(JSON.parse(after[1].data)).toEqual(validFixture('nuoma'));
    expect(JSON.parse(after[2].data)).toMatchObject({ serijosNumeris: 'CD654321' });
    expect(after[0].version).toBe(before[0].version + 1);
    // the registered one keeps its data and version
    expect(after[3]).toEqual(before[3]);
    // a document made now is of version 2 too
    const fresh = await make();
    expect((await docRow(fresh)).schema_version).toBe(v2);
    const published = await t.db.kysely
      .selectFrom('audit_event')
      .select('details')
      .where('action', '=', 'studio.published')
      .where('object_id', '=', `${id}@2`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(published.details))).toMatchObject({ movedDocuments: [good, none, tooLong] });
    // both publications are versions of the XML interface too, kept as committed types' are
    const xml = await t.db.kysely.selectFrom('xml_schema_version').selectAll().where('type_id', '=', id).execute();
    expect(xml.map((r) => r.schema_version).sort()).toEqual([before[0].schema_version, v2].sort());
    const second = xml.find((r) => r.schema_version === v2)!;
    expect(second.xsd).toContain('name="serijosNumeris"');
    expect(second.json_schema).toBe(JSON.stringify(t.app.catalog.get(id)!.schema));
  });

  it('still refuses a change that breaks registered documents when a migration would make them valid (they never change)', async () => {
    const id = 'irangos-nuoma-registruota';
    const renamed = await rentalWithRenameDraft(id, 20);
    const docs = itemsClient(t.app, provider, '/api', 'documents');
    const res = await docs.create(id, { ...validFixture('nuoma'), serijinisNumeris: 'AB123456' });
    const registered = res.json().id as number;
    await t.db.kysely.updateTable('document').set({ status: 'iregistruotas' }).where('id', '=', registered).execute();
    const before = await docRow(registered);
    expect(
      (await call(author, 'PUT', `/types/${id}/versions/2`, { files: renamed, migration: [{ from: '/serijinisNumeris', to: '/serijosNumeris' }] })).statusCode,
    ).toBe(200);
    const refused = await reviewAndPublish(id, 2);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('errors.studio_documents_invalid');
    expect(refused.json().errors[0].path).toMatch(new RegExp(`^/documents/${registered}/`));
    expect(await docRow(registered)).toEqual(before);
  });
});
