// @vitest-environment jsdom
/** The lock calls' bodies (spec §7): the item under its endpoint's id field, or a release of every lock. */
import { describe, expect, it } from 'vitest';
import { lockBody } from '../../../src/lib/app-item-lock';

describe('lockBody', () => {
  it('names the item under the id field of its endpoint, taking or releasing its lock', () => {
    expect(lockBody('obj_id', 5, true)).toEqual({ obj_id: 5, lock: true });
    expect(lockBody('pra_id', 6, false)).toEqual({ pra_id: 6, lock: false });
    expect(lockBody('paz_id', 7, true)).toEqual({ paz_id: 7, lock: true });
  });

  it('without an id releases every lock of the session', () => {
    expect(lockBody('obj_id', undefined, false)).toEqual({ lock: false });
    expect(lockBody('pra_id', undefined, true)).toEqual({ lock: false });
  });
});
