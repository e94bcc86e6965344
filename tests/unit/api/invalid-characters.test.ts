import { describe, expect, it } from 'vitest';
import { findInvalidText, hasInvalidCharacters } from '../../../api/lib/invalid-characters.js';

describe('hasInvalidCharacters', () => {
  it.each([
    ['', false],
    ['Jonas Petraitis', false],
    ['Žemaitė 😀', false],
    ['\ud83d\ude00', false],
    ['a\u0000b', true],
    ['\ud800', true],
    ['x\ud800y', true],
    ['\udc00', true],
    ['\ude00\ud83d', true],
    ['\ud83d\ude00\ud83d', true],
  ])('%j → %s', (text, expected) => {
    expect(hasInvalidCharacters(text)).toBe(expected);
  });
});

describe('findInvalidText', () => {
  it('answers null for clean values and anything that is not text', () => {
    expect(findInvalidText({ a: ['x', 1, null, true, { b: 'y' }], c: 'z' })).toBeNull();
    expect(findInvalidText(undefined)).toBeNull();
    expect(findInvalidText(42)).toBeNull();
    expect(findInvalidText(Buffer.from([0, 0xd8]))).toBeNull();
  });

  it('points at a bad value, and at the object holding a bad key', () => {
    expect(findInvalidText('a\u0000')).toBe('');
    expect(findInvalidText({ a: [{ 'b/c': ['ok', 'x\ud800'] }] })).toBe('/a/0/b~1c/1');
    expect(findInvalidText({ a: { 'k\u0000': 1 } })).toBe('/a');
  });

  it('walks a body nested 100 000 deep without recursion', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInvalidText(deep)).toBe('/0'.repeat(100_000));
  });
});
