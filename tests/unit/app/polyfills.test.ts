import { describe, expect, it } from 'vitest';
import { at, cloneValue } from '../../../src/app/polyfills.js';

describe('polyfills for the oldest supported browsers', () => {
  it('at() counts from the end for negative indexes', () => {
    expect(at.call([1, 2, 3], -1)).toBe(3);
    expect(at.call([1, 2, 3], 0)).toBe(1);
    expect(at.call([1, 2, 3], 5)).toBeUndefined();
    expect(at.call('abc', -2)).toBe('b');
  });

  it('cloneValue deep-copies JSON data, dates, maps and sets, keeping shared and circular references', () => {
    const shared = { a: 1 };
    const source: Record<string, unknown> = { list: [shared, shared], when: new Date(0), map: new Map([['k', shared]]), set: new Set([1]) };
    source.self = source;
    const copy = cloneValue(source, new Map()) as typeof source;
    expect(copy).not.toBe(source);
    expect(copy.self).toBe(copy);
    const list = copy.list as object[];
    expect(list[0]).toBe(list[1]);
    expect(list[0]).not.toBe(shared);
    expect(list[0]).toEqual(shared);
    expect((copy.when as Date).getTime()).toBe(0);
    expect((copy.map as Map<string, object>).get('k')).toBe(list[0]);
    expect(copy.set).toEqual(new Set([1]));
  });
});
