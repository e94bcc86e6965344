import { describe, expect, it } from 'vitest';
import { registryDate } from '../../../../src/domain/schema/runtime/today.js';

// registryDate keeps its last answer for the UTC minute asked: each answer must still be the
// Vilnius calendar day of its own instant, on both sides of a midnight and of a DST change.
describe('registryDate', () => {
  it('turns the day at midnight in Vilnius, winter (UTC+2) and summer (UTC+3)', () => {
    expect(registryDate(new Date('2026-01-15T21:59:59.999Z'))).toBe('2026-01-15');
    expect(registryDate(new Date('2026-01-15T21:59:00.000Z'))).toBe('2026-01-15');
    expect(registryDate(new Date('2026-01-15T22:00:00.000Z'))).toBe('2026-01-16');
    expect(registryDate(new Date('2026-01-15T22:00:59.999Z'))).toBe('2026-01-16');
    expect(registryDate(new Date('2026-07-15T20:59:59.999Z'))).toBe('2026-07-15');
    expect(registryDate(new Date('2026-07-15T21:00:00.000Z'))).toBe('2026-07-16');
  });

  it('answers a repeated minute, then another minute, each for its own instant', () => {
    const minute = new Date('2026-03-28T21:59:30.000Z');
    expect(registryDate(minute)).toBe('2026-03-28');
    expect(registryDate(new Date('2026-03-28T21:59:59.000Z'))).toBe('2026-03-28');
    // the night of the change to summer time: midnight is still 22:00Z
    expect(registryDate(new Date('2026-03-28T22:00:01.000Z'))).toBe('2026-03-29');
    expect(registryDate(minute)).toBe('2026-03-28');
  });

  it('answers instants before 1920 (a local mean time with seconds in its offset) from the formatter', () => {
    const instant = new Date('1900-06-01T12:00:00.000Z');
    const expected = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
    expect(registryDate(instant)).toBe(expected);
    expect(registryDate(new Date('2026-01-15T22:00:00.000Z'))).toBe('2026-01-16');
  });
});
