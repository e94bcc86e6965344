import { describe, expect, it } from 'vitest';
import { fieldNames, refTargets } from '../../../src/features/studio/editor/common-defs';
import { COMMON_SCHEMAS } from '../../../src/features/studio/shared-catalogue';
import { completionsAt, type CompletionSources } from '../../../src/features/studio/editor/completions';

const sources: CompletionSources = { refs: ['#/$defs/own', '../common/person.schema.json#/$defs/person'], fields: ['dokumentas', 'dalykai'] };
const labels = (text: string, kind: 'schema' | 'ui' = 'schema') => {
  const pos = text.indexOf('|');
  const result = completionsAt(kind, text.replace('|', ''), pos, sources);
  return result && { from: result.from, labels: result.options.map((o) => o.label) };
};

describe('completionsAt', () => {
  it('offers JSON Schema and catalogue keywords inside a key of the schema', () => {
    const result = labels('{ "ty|": 1 }');
    expect(result?.from).toBe(3);
    expect(result?.labels).toEqual(expect.arrayContaining(['type', 'pattern', '$ref', 'uniqueKey', 'classifier']));
  });

  it('offers the $ref targets inside the value of $ref', () => {
    expect(labels('{ "a": { "$ref": "#/|" } }')?.labels).toEqual(sources.refs);
  });

  it('offers nothing inside another value or outside strings', () => {
    expect(labels('{ "title": "Nu|" }')).toBeNull();
    expect(labels('{ "a": 1| }')).toBeNull();
  });

  it('offers field names in the UI file: in keys and in fields and ui:order lists', () => {
    expect(labels('{ "uiSchema": { "do|" } }', 'ui')?.labels).toEqual(expect.arrayContaining(['ui:order', 'dokumentas', 'dalykai']));
    expect(labels('{ "tabs": [{ "fields": ["d|"] }] }', 'ui')?.labels).toEqual(['dokumentas', 'dalykai']);
    expect(labels('{ "ui:order": ["|"] }', 'ui')?.labels).toEqual(['dokumentas', 'dalykai']);
  });
});

describe('refTargets and fieldNames', () => {
  const own = { properties: { a: {}, b: {} }, $defs: { info: { properties: { c: {}, a: {} } } } };

  it('lists the draft own definitions first, then every definition of schemas/common', () => {
    const refs = refTargets(COMMON_SCHEMAS, own);
    expect(refs[0]).toBe('#/$defs/info');
    expect(refs).toContain('../common/person.schema.json#/$defs/person');
    expect(refs).toContain('../common/asset.schema.json#/$defs/asset');
  });

  it('names the top-level fields, then those of the own definitions, once each', () => {
    expect(fieldNames(own)).toEqual(['a', 'b', 'c']);
    expect(fieldNames('not a schema')).toEqual([]);
  });
});
