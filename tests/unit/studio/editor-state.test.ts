import { describe, expect, it } from 'vitest';
import { editedFiles, editorReducer, initialEditorState, type EditableFiles } from '../../../src/features/studio/editor/editor-state';
import { rowsWithExpected, setText, textRows } from '../../../src/features/studio/editor/texts-table';

const files: EditableFiles = {
  schema: { type: 'object', properties: { a: { type: 'string' } } },
  uiSchema: { layout: { tabs: [{ id: 't', fields: ['a'] }] }, uiSchema: {} },
  texts: { lt: { types: { x: { title: 'X', fields: { a: 'A' } } } } },
};

describe('editorReducer', () => {
  it('starts clean with the files as formatted texts', () => {
    const state = initialEditorState(files);
    expect(state.dirty).toBe(false);
    expect(JSON.parse(state.schemaText)).toEqual(files.schema);
    expect(state.texts.en).toEqual({});
    expect(editedFiles(state)).toEqual({ ...files, texts: { lt: files.texts.lt, en: {} } });
  });

  it('keeps the last schema that was JSON while the text is broken, and saves nothing half-typed', () => {
    const state = initialEditorState(files);
    const broken = editorReducer(state, { type: 'schema', text: '{ "type": ' });
    expect(broken.dirty).toBe(true);
    expect(broken.schema.ok).toBe(false);
    expect(broken.lastGood.schema).toEqual(files.schema);
    expect(editedFiles(broken)).toBeNull();
    const fixed = editorReducer(broken, { type: 'schema', text: '{ "type": "object" }' });
    expect(fixed.lastGood.schema).toEqual({ type: 'object' });
    expect(editedFiles(fixed)?.schema).toEqual({ type: 'object' });
  });

  it('changes a text of one language and is clean again after saving', () => {
    const state = editorReducer(initialEditorState(files), { type: 'text', language: 'en', key: 'types.x.fields.a', value: 'A (en)' });
    expect(state.texts.en).toEqual({ types: { x: { fields: { a: 'A (en)' } } } });
    expect(state.texts.lt).toBe(files.texts.lt);
    expect(editorReducer(state, { type: 'saved' }).dirty).toBe(false);
  });

  it('does not mark the draft changed when the text is the same', () => {
    const state = initialEditorState(files);
    expect(editorReducer(state, { type: 'ui', text: state.uiText })).toBe(state);
  });
});

describe('texts table', () => {
  it('lists every key of both languages with its two texts', () => {
    expect(textRows({ a: { b: 'B', c: 'C' } }, { a: { b: 'Bee' }, d: 'D' })).toEqual([
      { key: 'a.b', lt: 'B', en: 'Bee' },
      { key: 'a.c', lt: 'C', en: '' },
      { key: 'd', lt: '', en: 'D' },
    ]);
  });

  it('writes a cell into the nesting and removes a cleared one', () => {
    expect(setText({}, 'types.x.fields.a', 'A')).toEqual({ types: { x: { fields: { a: 'A' } } } });
    expect(setText({ a: { b: 'B', c: 'C' } }, 'a.b', '')).toEqual({ a: { c: 'C' } });
  });

  it('adds empty rows for the labels a draft still needs', () => {
    const rows = rowsWithExpected([{ key: 'k', lt: 'K', en: '' }], ['k', 'types.x.fields.naujas']);
    expect(rows.map((r) => r.key)).toEqual(['k', 'types.x.fields.naujas']);
  });
});
