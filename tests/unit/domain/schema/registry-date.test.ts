import { describe, expect, it } from 'vitest';
import { registryDate } from '../../../../src/domain/schema/runtime/today.js';

// registryDate is a pure function of its instant: each answer is the Vilnius calendar day of
// that instant, on both sides of a midnight and of a DST change, whatever was asked before.
describe('registryDate', () => {
  it('turns the day at midnight in Vilnius, winter (UTC+2) and summer (UTC+3)', () => {
    expect(registryDate(new Date('2026-01-15T21:59:59.999Z'))).toBe('2026-01-15');
    expect(registryDate(new Date('2026-01-15T21:59:00.000Z'))).toBe('2026-01-15');
    expect(registryDate(new Date('2026-01-15T22:00:00.000Z'))).toBe('2026-01-16');
    expect(registryDate(new Date('2026-01-15T22:00:59.999Z'))).toBe('2026-01-16');
    expect(registryDate(new Date('2026-07-15T20:59:59.999Z'))).toBe('2026-07-15');
    expect(registryDate(new Date('2026-07-15T21:00:00.000Z'))).toBe('2026-07-16');
  });

  it('answers instants asked one after another, each for its own instant', () => {
    const minute = new Date('2026-03-28T21:59:30.000Z');
    expect(registryDate(minute)).toBe('2026-03-28');
    expect(registryDate(new Date('2026-03-28T21:59:59.000Z'))).toBe('2026-03-28');
    // the night of the change to summer time: midnight is still 22:00Z
    expect(registryDate(new Date('2026-03-28T22:00:01.000Z'))).toBe('2026-03-29');
    expect(registryDate(minute)).toBe('2026-03-28');
  });

  it('answers instants before 1920 (a local mean time with seconds in its offset)', () => {
    const instant = new Date('1900-06-01T12:00:00.000Z');
    const expected = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
    expect(registryDate(instant)).toBe(expected);
    expect(registryDate(new Date('2026-01-15T22:00:00.000Z'))).toBe('2026-01-16');
  });
});
