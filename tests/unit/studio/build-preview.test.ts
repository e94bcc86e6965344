/**
 * The live preview's engine on a real type: the lease (nuoma) copied under a new id, as the
 * issue's journey does, then changed the way an analyst would. The server's side is the
 * preview service itself (api/modules/studio/preview.ts); its module is imported as the page
 * imports it, and nothing on this side compiles (decision 0135).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import { createPreviewer } from '../../../api/modules/studio/preview';
import { readCheckContext } from '../../helpers/check-context';
import { copyTypeFiles, typeFilePaths, type FixtureFile, type TypeFiles } from '../../../src/domain/studio/type-files';
import { buildPreview as build } from '../../../src/features/studio/preview/build-preview';
import { inProcessPreviewSource } from '../../../bench/studio-source';

const source = inProcessPreviewSource(createPreviewer(readCheckContext('.')));
const buildPreview = (files: TypeFiles) => build(files, source);

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
const fixtures = (kind: string): Record<string, FixtureFile> =>
  Object.fromEntries(
    fs
      .readdirSync(`tests/fixtures/nuoma/${kind}`)
      .map((name) => [name.replace(/\.json$/, ''), read(`tests/fixtures/nuoma/${kind}/${name}`) as unknown as FixtureFile]),
  );
const paths = typeFilePaths('documents', 'nuoma');
const lease: TypeFiles = {
  family: 'documents',
  id: 'nuoma',
  schema: read(paths.schema),
  uiSchema: read(paths.uiSchema),
  texts: { lt: read(paths.textsLt) },
  fixtures: { valid: fixtures('valid'), invalid: fixtures('invalid') },
};
const copy = copyTypeFiles(lease, 'irangos-nuoma', 'Įrangos nuoma');

/** The copy with a required text field `serijosNr` (pattern), its label and place on the first tab. */
function withSerialNumber(files: TypeFiles): TypeFiles {
  const next = structuredClone(files);
  const schema = next.schema as { properties: Record<string, unknown>; required: string[] };
  schema.properties.serijosNr = { type: 'string', pattern: '^[A-Z]{2}\\d{4}$', messageKeys: { pattern: 'validation.registryNumber' } };
  const ui = next.uiSchema as { layout: { tabs: { fields: string[] }[]; steps: { fields: string[] }[] } };
  ui.layout.tabs[0].fields.push('serijosNr');
  ui.layout.steps[0].fields.push('serijosNr');
  (next.texts.lt.types as Record<string, { fields: Record<string, string> }>)['irangos-nuoma'].fields.serijosNr = 'Serijos numeris';
  return next;
}

describe('buildPreview', () => {
  it('draws the copy of a committed type: no problems, its tabs and steps, every fixture behaving', async () => {
    const preview = await buildPreview(copy);
    expect(preview.type).toBeDefined();
    expect(preview.type?.id).toBe('irangos-nuoma');
    expect(preview.type?.layout.tabs?.map((t) => t.id)).toEqual(
      lease.uiSchema.layout && (lease.uiSchema.layout as { tabs: { id: string }[] }).tabs.map((t) => t.id),
    );
    expect(preview.fixtures.length).toBe(Object.keys(lease.fixtures.valid).length + Object.keys(lease.fixtures.invalid).length);
    expect(preview.fixtures.every((f) => f.passed)).toBe(true);
  });

  it('judges the fixtures by the edited rules: a field with a pattern fails a valid fixture until it fits', async () => {
    const draft = withSerialNumber(copy);
    const [name] = Object.keys(draft.fixtures.valid);
    (draft.fixtures.valid[name].data as Record<string, unknown>).serijosNr = 'bloga';
    const preview = await buildPreview(draft);
    expect(preview.type).toBeDefined();
    expect(preview.fixtures.find((f) => f.name === name)).toMatchObject({ passed: false, message: expect.stringContaining('/serijosNr') });
    (draft.fixtures.valid[name].data as Record<string, unknown>).serijosNr = 'AB1234';
    expect((await buildPreview(draft)).fixtures.find((f) => f.name === name)?.passed).toBe(true);
  });

  it('lists the catalogue problems with their paths and draws nothing for a $ref to nothing', async () => {
    const draft = structuredClone(copy);
    (draft.schema.properties as Record<string, unknown>).dalykai = { $ref: '../common/asset.schema.json#/$defs/nieko' };
    const preview = await buildPreview(draft);
    expect(preview.type).toBeUndefined();
    expect(preview.problems).toEqual([
      expect.objectContaining({ file: 'schemas/documents/irangos-nuoma.schema.json', message: expect.stringContaining('nieko') }),
    ]);
  });

  it("answers rjsf's questions about sub-schemas (a condition's match) with the module's precompiled validators", async () => {
    const type = (await buildPreview(copy)).type!;
    const parsed = schemaParser(type.schema);
    const [key, condition] = Object.entries(parsed).find(([, s]) => JSON.stringify(s).startsWith('{"properties":{"asmensTipas":{"const":"juridinis"}}'))!;
    const { $id: _id, ...asked } = condition as RJSFSchema;
    expect(key).toBeTruthy();
    expect(type.validator.isValid(asked, { asmensTipas: 'juridinis' }, type.schema)).toBe(true);
    expect(type.validator.isValid(asked, { asmensTipas: 'fizinis' }, type.schema)).toBe(false);
  });
});
