/**
 * When an item's retention ends (decision 0076, issue #20 Must have 1): the same calendar day
 * `years` later, counted from its last status change's Vilnius date, moved to the next working
 * day of the Lithuanian calendar (rest days and public holidays, Easter Monday included).
 */
import { describe, expect, it } from 'vitest';
import { retentionEnd, retentionEnded } from '../../../src/domain/archive/retention';
import { vilniusDate } from '../../../src/domain/calendar/working-days';

describe('retentionEnd', () => {
  it('is the same day years later when that is a working day', () => {
    expect(retentionEnd('2014-09-09', 10)).toBe('2024-09-09');
  });

  it('moves a rest day to the next working day', () => {
    expect(retentionEnd('2016-11-21', 10)).toBe('2026-11-23'); // Saturday → Monday
  });

  it('moves Lithuanian public holidays on: Christmas, 16 February, Easter Monday', () => {
    expect(retentionEnd('2016-12-24', 10)).toBe('2026-12-28'); // 24, 25 December, then the weekend
    expect(retentionEnd('2016-02-16', 10)).toBe('2026-02-17'); // Valstybės atkūrimo diena
    expect(retentionEnd('2016-04-06', 10)).toBe('2026-04-07'); // Easter Monday 2026
  });

  it('counts 29 February as 28 February of a common year', () => {
    expect(retentionEnd('2020-02-29', 3)).toBe('2023-02-28');
  });

  it('counts from the Vilnius date of the status change, not the UTC one', () => {
    // 23 December 22:30 UTC is already 24 December in Vilnius
    expect(retentionEnd(vilniusDate(new Date('2016-12-23T22:30:00.000Z')), 10)).toBe('2026-12-28');
    expect(retentionEnd('2016-12-23', 10)).toBe('2026-12-23');
  });
});

describe('retentionEnded', () => {
  it('keeps the item through its last day', () => {
    expect(retentionEnded('2026-11-23', '2026-11-23')).toBe(false);
    expect(retentionEnded('2026-11-23', '2026-11-24')).toBe(true);
  });
});
