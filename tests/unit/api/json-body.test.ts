import { describe, expect, it } from 'vitest';
import { countJsonMembers, MAX_JSON_MEMBERS } from '../../../api/lib/json-body.js';

const withKeys = (n: number) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])));

describe('countJsonMembers', () => {
  it('counts the members of every level', () => {
    expect(countJsonMembers('{"a":1,"b":{"c":[{"d":2}],"e":"x"}}')).toBe(5);
    expect(countJsonMembers('[1, 2, 3]')).toBe(0);
  });

  it('does not count colons inside strings, escaped quotes included, once the quick count is over the cap', () => {
    const colonsInText = JSON.stringify({ note: ':'.repeat(50), quoted: 'a \\":" b', k: 1 });
    expect(countJsonMembers(colonsInText, 10)).toBe(3);
    expect(countJsonMembers(colonsInText)).toBeGreaterThanOrEqual(3);
  });

  it('finds a body over the cap, and one at the cap within it', () => {
    expect(countJsonMembers(withKeys(MAX_JSON_MEMBERS + 1))).toBe(MAX_JSON_MEMBERS + 1);
    expect(countJsonMembers(withKeys(MAX_JSON_MEMBERS))).toBeLessThanOrEqual(MAX_JSON_MEMBERS);
  });
});
