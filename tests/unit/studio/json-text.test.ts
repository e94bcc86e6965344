import { describe, expect, it } from 'vitest';
import { formatJson, parseJsonText } from '../../../src/features/studio/editor/json-text';

describe('parseJsonText', () => {
  it('gives the value of a JSON text', () => {
    expect(parseJsonText('{ "a": [1, 2] }')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it('says on which line and column a text stops being JSON', () => {
    const parsed = parseJsonText('{\n  "a": 1,\n  "b": x\n}');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatchObject({ line: 3, column: 8 });
    expect(parsed.error.detail).not.toBe('');
  });

  it('points at the end of a text that stops too early', () => {
    const text = '{ "a": [1, 2';
    const parsed = parseJsonText(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.from).toBe(text.length);
  });

  it('writes files with two-space indentation and a final newline', () => {
    expect(formatJson({ a: 1 })).toBe('{\n  "a": 1\n}\n');
  });
});
