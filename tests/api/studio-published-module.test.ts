/**
 * What a browser draws a type published in the schema studio with (decision 0144): GET
 * {base}/catalog/:id/schema-versions/:schemaVersion/module.js, open like the XSDs, is an ES
 * module importing nothing whose default export gives the precompiled type (schema, ui file,
 * validators judging with the published rules) and whose `texts` are the type's labels; a
 * document pinned to an older version gets that version's module.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootValidator, validateData, type PrecompiledType } from '../../src/domain/schema/precompiled.js';
import * as runtime from '../../src/domain/schema/runtime/index.js';
import { schemaVersionOf } from '../../api/modules/items/schema-version.js';
import { PRECOMPILED } from '../../src/domain/generated/validators/index.js';
import { schemaVersionOf as browserSchemaVersion } from '../../src/lib/api/schema-version.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { itemsClient, validFixture } from '../helpers/items.js';
import { equipmentRental, publishStudioType } from '../helpers/studio.js';

const ID = 'irangos-nuoma-modulis';

type PublishedModule = { default: (r: typeof runtime) => PrecompiledType; texts: { lt: Record<string, unknown>; en?: Record<string, unknown> } };

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'published-module-'));
let count = 0;
/** Imports the module text as a browser does (a module file, no eval here). */
async function importModule(text: string): Promise<PublishedModule> {
  const file = path.join(folder, `m${count++}.mjs`);
  fs.writeFileSync(file, text);
  return (await import(pathToFileURL(file).href)) as PublishedModule;
}

describe.each(TEST_DIALECTS)('published type module [%s]', (dialect) => {
  let t: TestApp;
  let who: { author: SignedIn; reviewer: SignedIn };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    who = { author: await login(t.app, 'AN_schemu_analitikas'), reviewer: await login(t.app, 'analitikas.perziura') };
  }, 120_000);
  afterAll(() => t?.close());

  const get = (base: string, id: string, schemaVersion: string) =>
    t.app.inject({ method: 'GET', url: `${base}/catalog/${id}/schema-versions/${schemaVersion}/module.js` });

  it('serves the published type, open on both bases, with its rules and labels; a pinned document gets its own version', async () => {
    expect((await get('/api', ID, 'current')).json()).toEqual({ message: 'errors.studio_not_found' });
    await publishStudioType(t.app, who, ID, () => equipmentRental(ID));
    const provider = await login(t.app, 'DT_JA');
    const older = await itemsClient(t.app, provider, '/api', 'documents').createId(ID, validFixture('nuoma'));

    for (const base of ['/api', '/sav']) {
      const res = await get(base, ID, 'current');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.body).not.toMatch(/\bimport\b|require\(/);
    }
    const current = await importModule((await get('/api', ID, 'current')).body);
    const type = current.default(runtime);
    expect(type.typeId).toBe(ID);
    expect(Object.keys(type.ui.layout)).toEqual(expect.arrayContaining(['tabs', 'steps']));
    const judge = rootValidator(type);
    expect(validateData(judge, { ...validFixture('nuoma'), serijinisNumeris: 'x1' })).toEqual([
      expect.objectContaining({ path: '/serijinisNumeris', messageKey: 'validation.pattern' }),
    ]);
    expect(validateData(judge, { ...validFixture('nuoma'), serijinisNumeris: 'AB123456' })).toEqual([]);
    expect((current.texts.lt.types as Record<string, { title: string; fields: Record<string, string> }>)[ID]).toMatchObject({
      title: 'Įrangos nuoma',
      fields: { serijinisNumeris: 'Serijinis numeris' },
    });

    // a second version adds a field; the older document still gets the version it is pinned to
    await publishStudioType(
      t.app,
      who,
      ID,
      (files) => {
        (files.schema as { properties: Record<string, unknown> }).properties.pastaba = { type: 'string', maxLength: 20 };
        const ui = files.uiSchema as { layout: { tabs: { fields: string[] }[]; steps: { fields: string[] }[] }; uiSchema: { 'ui:order': string[] } };
        ui.layout.tabs[3].fields.push('pastaba');
        ui.layout.steps[2].fields.push('pastaba');
        ui.uiSchema['ui:order'].push('pastaba');
        const texts = (files.texts.lt.types as Record<string, { fields: Record<string, string> }>)[ID];
        texts.fields.pastaba = 'Pastaba';
        texts.fields.serijinisNumeris = 'Įrangos serijos numeris';
        return files;
      },
      { id: ID, version: 1 },
    );
    const pinned = (await t.db.kysely.selectFrom('document').select('schema_version').where('id', '=', older).executeTakeFirstOrThrow()).schema_version;
    const fieldsOf = async (schemaVersion: string) => {
      const imported = await importModule((await get('/api', ID, schemaVersion)).body);
      const loaded = imported.default(runtime);
      const label = (imported.texts.lt.types as Record<string, { fields: Record<string, string> }>)[ID].fields.serijinisNumeris;
      return { fields: Object.keys((loaded.schema as { properties: object }).properties), version: schemaVersionOf(loaded.schema), label };
    };
    // the older version keeps its own label (the browser puts it in its own namespace, decision 0157)
    expect(await fieldsOf(pinned)).toEqual({ fields: expect.not.arrayContaining(['pastaba']), version: pinned, label: 'Serijinis numeris' });
    expect(await fieldsOf('current')).toMatchObject({ fields: expect.arrayContaining(['pastaba']), label: 'Įrangos serijos numeris' });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/catalog', headers: provider.headers })).json() as { id: string; schemaVersion: string }[];
    expect(listed.find((e) => e.id === ID)?.schemaVersion).toBe((await fieldsOf('current')).version);

    // a version never published, a type never published, a malformed version: 404 / 400, nothing served
    expect((await get('/api', ID, '0123456789abcdef')).json()).toEqual({ message: 'errors.studio_not_found' });
    expect((await get('/api', 'nuoma', 'current')).statusCode).toBe(404);
    expect((await get('/api', ID, 'naujausia')).statusCode).toBe(400);
  });

  it('names a build type republished in the studio at its new version, whose module both faces serve (decision 0157)', async () => {
    const provider = await login(t.app, 'DT_JA');
    const currentOf = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/catalog', headers: provider.headers })).json() as { id: string; schemaVersion: string }[]).find(
        (e) => e.id === 'panauda',
      )?.schemaVersion;
    const build = await browserSchemaVersion((await PRECOMPILED.panauda()).schema);
    expect(await currentOf()).toBe(build);
    await publishStudioType(t.app, who, 'panauda', (files) => ({ ...files, schema: { ...files.schema, $comment: 'paskelbta studijoje' } }), {
      id: 'panauda',
      version: 1,
    });
    const republished = await currentOf();
    expect(republished).not.toBe(build);
    for (const base of ['/api', '/sav']) {
      const loaded = (await importModule((await get(base, 'panauda', 'current')).body)).default(runtime);
      expect(schemaVersionOf(loaded.schema)).toBe(republished);
    }
  });
});
