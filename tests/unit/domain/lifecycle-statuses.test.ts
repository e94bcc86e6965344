import { describe, expect, it } from 'vitest';
import { STATUSES, isReturnedStatus } from '../../../src/domain/lifecycle/statuses.js';

describe('isReturnedStatus', () => {
  it('holds for an item sent back to its provider, returned or left uncorrected, and for no other status', () => {
    expect(STATUSES.filter(isReturnedStatus)).toEqual(['grazintas', 'nepatikslintas']);
  });
});
