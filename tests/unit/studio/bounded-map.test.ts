/** The studio preview's caches keep their most recently used entries (api/modules/studio/bounded-map.ts). */
import { describe, expect, it } from 'vitest';
import { BoundedMap } from '../../../api/modules/studio/bounded-map';

describe('BoundedMap', () => {
  it('drops the least recently used entry when over its bound; a read counts as a use', () => {
    const map = new BoundedMap<string, number>(2);
    expect(map.set('a', 1)).toBe(1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect([map.has('a'), map.has('b'), map.has('c')]).toEqual([true, false, true]);
    expect(map.size).toBe(2);
    map.clear();
    expect(map.get('a')).toBeUndefined();
  });
});
