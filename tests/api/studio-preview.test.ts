/**
 * The studio's live preview compiled by the server (decision 0135): a draft's files, unsaved,
 * answer the check's problems and the address of a validator module the page imports (public,
 * under a salted content hash, no bearer token); the module is publishing's own code and judges
 * data by the draft's rules; drafts that do not compile, or are too large, are refused and
 * leave nothing behind; analysts only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_PREVIEW_MAX_BYTES } from '../../src/domain/contracts/studio.js';
import { rootValidator } from '../../src/domain/schema/precompiled.js';
import { copyTypeFiles, type TypeFiles } from '../../src/domain/studio/type-files.js';
import { readRepositoryType } from '../../api/modules/studio/repository-type.js';
import { importPreviewModule } from '../../bench/studio-source.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { validFixture } from '../helpers/items.js';

const rental = (): TypeFiles => {
  const files = copyTypeFiles(readRepositoryType('.', 'documents', 'nuoma')!, 'irangos-nuoma', 'Įrangos nuoma');
  (files.schema as { properties: Record<string, unknown> }).properties.serijinisNumeris = {
    type: 'string',
    pattern: '^[A-Z]{2}[0-9]{6}$',
    messageKeys: { pattern: 'validation.pattern' },
  };
  const ui = files.uiSchema as { layout: { tabs: { fields: string[] }[]; steps: { fields: string[] }[] }; uiSchema: { 'ui:order': string[] } };
  ui.layout.tabs[3].fields.push('serijinisNumeris');
  ui.layout.steps[2].fields.push('serijinisNumeris');
  ui.uiSchema['ui:order'].push('serijinisNumeris');
  return files;
};

describe.each(TEST_DIALECTS)('studio preview [%s]', (dialect) => {
  let t: TestApp;
  let analyst: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    analyst = await login(t.app, 'AN_schemu_analitikas');
  }, 120_000);
  afterAll(() => t?.close());

  const preview = (who: SignedIn, files: unknown) => t.app.inject({ method: 'POST', url: '/api/studio/preview', headers: who.headers, payload: { files } });
  const moduleAt = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers the problems and a module of the unsaved draft that judges data by its rules', async () => {
    // the new field has no label yet: a problem, yet the schema compiles
    const res = await preview(analyst, rental());
    expect(res.statusCode).toBe(200);
    const body = res.json() as { problems: { file: string; message: string }[]; module: string };
    expect(body.problems).toEqual(expect.arrayContaining([expect.objectContaining({ message: expect.stringContaining('serijinisNumeris') })]));
    expect(body.module).toMatch(/^\/api\/studio\/previews\/[0-9a-f]{64}$/);

    // no bearer token: an import() carries none
    const served = await moduleAt(body.module);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/javascript/);
    const type = await importPreviewModule(served.body);
    expect(type.typeId).toBe('irangos-nuoma');
    const validate = rootValidator(type);
    expect(validate({ ...validFixture('nuoma'), serijinisNumeris: 'AB123456' })).toBe(true);
    expect(validate({ ...validFixture('nuoma'), serijinisNumeris: 'x1' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/serijinisNumeris', keyword: 'pattern' });
  });

  it('keeps one module per schema and ui: an edit of the texts answers the same address, an edit of the rules a new one', async () => {
    const files = rental();
    const first = (await preview(analyst, files)).json().module as string;
    const texts = structuredClone(files);
    (texts.texts.lt.types as Record<string, { title: string }>)['irangos-nuoma'].title = 'Įrangos nuoma (2)';
    expect((await preview(analyst, texts)).json().module).toBe(first);
    const rules = structuredClone(files);
    (rules.schema as { properties: Record<string, { pattern: string }> }).properties.serijinisNumeris.pattern = '^[A-Z]{3}$';
    const second = (await preview(analyst, rules)).json().module as string;
    expect(second).not.toBe(first);
    expect((await moduleAt(second)).statusCode).toBe(200);
  });

  it('refuses a schema that is not JSON Schema and a $ref to nothing with their problems, keeping nothing', async () => {
    const notSchema = rental();
    (notSchema.schema as { properties: Record<string, unknown> }).properties.serijinisNumeris = { type: 'tekstas' };
    const refused = await preview(analyst, notSchema);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: 'errors.studio_preview_failed',
      errors: [
        expect.objectContaining({
          messageKey: 'errors.studio_problem',
          params: expect.objectContaining({ file: 'schemas/documents/irangos-nuoma.schema.json' }),
        }),
      ],
    });
    const dangling = rental();
    (dangling.schema as { properties: Record<string, unknown> }).properties.dalykai = { $ref: '../common/asset.schema.json#/$defs/nieko' };
    const noRef = await preview(analyst, dangling);
    expect(noRef.statusCode).toBe(422);
    expect(noRef.json().errors[0].params.message).toContain('nieko');
    expect((await moduleAt(`/api/studio/previews/${'0'.repeat(64)}`)).json()).toEqual({ message: 'errors.studio_preview_expired' });
  });

  it('refuses a draft larger than the bound, and anyone but a schema analyst', async () => {
    const huge = rental();
    huge.fixtures.valid.didelis = { data: { pastabos: 'x'.repeat(STUDIO_PREVIEW_MAX_BYTES) } };
    const tooLarge = await preview(analyst, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'errors.studio_preview_too_large' });
    for (const username of ['DT_JA', 'AD_administratorius']) expect((await preview(await login(t.app, username), rental())).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/studio/preview', payload: { files: rental() } })).statusCode).toBe(401);
  });
});
