import { describe, expect, it } from 'vitest';
import { checkTypeFiles } from '../../../../src/domain/studio/check-type-files.js';
import { copyTypeFiles, toRepositoryFiles } from '../../../../src/domain/studio/type-files.js';
import { readRepositoryType } from '../../../../api/modules/studio/repository-type.js';
import { readCheckContext } from '../../../helpers/check-context.js';

const context = readCheckContext('.');
const lease = readRepositoryType('.', 'documents', 'nuoma')!;
const messages = (files: Parameters<typeof checkTypeFiles>[0]) => checkTypeFiles(files, context).problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`);

describe('checkTypeFiles', () => {
  it('finds nothing wrong with a committed type, nor with its copy under a new id and title', () => {
    expect(messages(lease)).toEqual([]);
    const copy = copyTypeFiles(lease, 'irangos-nuoma', 'Įrangos nuoma');
    expect(copy.schema.$id).toBe('https://registrai.lt/schemas/documents/irangos-nuoma.schema.json');
    expect(messages(copy)).toEqual([]);
  });

  it('refuses a schema that is not JSON Schema', () => {
    expect(messages({ ...lease, schema: { ...lease.schema, type: 'objekt' } })).toEqual([
      expect.stringContaining('schemas/documents/nuoma.schema.json#/type: not valid JSON Schema'),
    ]);
  });

  it('refuses a $ref to nothing', () => {
    const properties = { ...(lease.schema.properties as Record<string, unknown>), dalykai: { $ref: '../common/asset.schema.json#/$defs/nothingHere' } };
    expect(messages({ ...lease, schema: { ...lease.schema, properties } }).join('\n')).toMatch(/nothingHere/);
  });

  it('refuses a ui file naming a field the schema does not have', () => {
    const ui = structuredClone(lease.uiSchema) as { layout: { tabs: { fields: string[] }[] } };
    ui.layout.tabs[0].fields.push('neraTokio');
    expect(messages({ ...lease, uiSchema: ui }).join('\n')).toMatch(/ui-schemas\/documents\/nuoma\.ui\.json#.*neraTokio/);
  });

  it('refuses a required field without a label', () => {
    const schema = structuredClone(lease.schema) as { properties: Record<string, unknown>; required: string[] };
    schema.properties.iranga = { type: 'string', maxLength: 50 };
    schema.required.push('iranga');
    const ui = structuredClone(lease.uiSchema) as {
      layout: { tabs: { fields: string[] }[]; steps: { fields: string[] }[] };
      uiSchema: { 'ui:order': string[] };
    };
    ui.layout.tabs[0].fields.push('iranga');
    ui.layout.steps[0].fields.push('iranga');
    ui.uiSchema['ui:order'].push('iranga');
    expect(messages({ ...lease, schema, uiSchema: ui })).toContain(
      'locales/lt/types/nuoma.json#/types/nuoma/fields/iranga: no lt text for "types.nuoma.fields.iranga"',
    );
  });

  it('refuses a fixture that does not behave as named', () => {
    const [name, fixture] = Object.entries(lease.fixtures.invalid)[0];
    const problems = messages({
      ...lease,
      fixtures: { ...lease.fixtures, invalid: { [name]: { ...fixture, expect: [{ path: '/x', messageKey: 'validation.required' }] } } },
    });
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^tests/fixtures/nuoma/invalid/${name}\\.json#: expected`))]);
  });

  it('refuses an approval naming a party field the schema does not have', () => {
    const loan = readRepositoryType('.', 'documents', 'panauda')!;
    expect(messages(loan)).toEqual([]);
    const schema = structuredClone(loan.schema) as { registry: { approval: { parties: string[] } } };
    schema.registry.approval.parties = ['davejai', 'neraTokio'];
    expect(messages({ ...loan, schema })).toEqual([
      'schemas/documents/panauda.schema.json#/registry/approval/parties/1: "neraTokio" is not a field of the type',
    ]);
  });

  it('lays the files out as the repository does', () => {
    expect(Object.keys(toRepositoryFiles(lease))).toEqual(
      expect.arrayContaining([
        'schemas/documents/nuoma.schema.json',
        'ui-schemas/documents/nuoma.ui.json',
        'locales/lt/types/nuoma.json',
        'tests/fixtures/nuoma/valid/minimalus.json',
      ]),
    );
  });
});
