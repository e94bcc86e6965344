import { describe, expect, it } from 'vitest';
import { diffJson, diffTypeFiles } from '../../../src/features/studio/review/text-diff';

describe('diffJson', () => {
  it('marks the added and removed lines and numbers each side', () => {
    const lines = diffJson({ a: 1, b: 2 }, { a: 1, b: 3 });
    expect(lines).toEqual([
      { kind: 'same', text: '{', before: 1, after: 1 },
      { kind: 'same', text: '  "a": 1,', before: 2, after: 2 },
      { kind: 'removed', text: '  "b": 2', before: 3 },
      { kind: 'added', text: '  "b": 3', after: 3 },
      { kind: 'same', text: '}', before: 4, after: 4 },
    ]);
  });

  it('shows a new file as all added', () => {
    expect(diffJson(undefined, { a: 1 }).every((line) => line.kind === 'added')).toBe(true);
  });
});

describe('diffTypeFiles', () => {
  const published = { schema: { type: 'object' }, uiSchema: { layout: {} }, texts: { lt: { t: 'Nuoma' } } };

  it('compares schema, UI file and both languages, and says which changed', () => {
    const draft = { ...published, texts: { lt: { t: 'Įrangos nuoma' }, en: { t: 'Equipment rental' } } };
    const diff = diffTypeFiles(published, draft);
    expect(diff.map((d) => [d.part, d.changed])).toEqual([
      ['schema', false],
      ['ui', false],
      ['texts.lt', true],
      ['texts.en', true],
    ]);
  });

  it('compares a new type against nothing', () => {
    expect(diffTypeFiles(undefined, published).every((d) => d.part === 'texts.en' || d.changed)).toBe(true);
  });
});
