import { describe, expect, it } from 'vitest';
import { jsonErrorOffset, lineAndColumn } from '../../api/modules/catalog/json-position.js';

describe('JSON syntax error position', () => {
  it('is -1 for every text JSON.parse accepts', () => {
    for (const text of ['{}', '[]', ' {"a": [1, -2.5e3, "x\\u00e9\\n", true, false, null, {}]} ', '"s"', '0']) {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(jsonErrorOffset(text), text).toBe(-1);
    }
  });

  it('points at the first offending character', () => {
    const cases: [string, number][] = [
      ['{ "a": 1, }', 10],
      ['{ "a" 1 }', 6],
      ['[1 2]', 3],
      ['{"a": tru}', 6],
      ['{"a": "x', 8],
      ['{"a": 01}', 7],
      ['{} x', 3],
      ['', 0],
    ];
    for (const [text, offset] of cases) {
      expect(() => JSON.parse(text)).toThrow();
      expect(jsonErrorOffset(text), text).toBe(offset);
    }
  });

  it('turns an offset into line and column', () => {
    expect(lineAndColumn('{\n  "a": ,\n}', 9)).toEqual({ line: 2, column: 8 });
  });
});
