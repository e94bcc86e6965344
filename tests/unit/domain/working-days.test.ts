import { describe, expect, it } from 'vitest';
import { addWorkingDays, easterSunday, isWorkingDay, publicHolidays, vilniusDate } from '../../../src/domain/calendar/working-days.js';

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i → %s', (year, date) => expect(easterSunday(year)).toBe(date));
});

describe('publicHolidays', () => {
  it('holds the fixed days, Easter Sunday and Monday and the first Sundays of May and June', () => {
    const h = publicHolidays(2026);
    for (const d of [
      '2026-01-01',
      '2026-02-16',
      '2026-03-11',
      '2026-04-05',
      '2026-04-06',
      '2026-05-01',
      '2026-05-03',
      '2026-06-07',
      '2026-06-24',
      '2026-07-06',
      '2026-08-15',
      '2026-11-01',
      '2026-11-02',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]) {
      expect(h.has(d), d).toBe(true);
    }
    expect(h.size).toBe(16);
  });
});

describe('isWorkingDay', () => {
  it('refuses weekends and holidays, accepts ordinary weekdays', () => {
    expect(isWorkingDay('2026-11-21')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-02')).toBe(false); // All Souls' Day, Monday
    expect(isWorkingDay('2026-04-06')).toBe(false); // Easter Monday
    expect(isWorkingDay('2026-11-20')).toBe(true); // Friday
  });
});

describe('addWorkingDays', () => {
  it('"the next working day" after a Friday is Monday', () => {
    expect(addWorkingDays('2026-11-20', 1)).toBe('2026-11-23');
  });
  it('skips the Christmas holidays', () => {
    expect(addWorkingDays('2026-12-23', 1)).toBe('2026-12-28');
  });
  it('five working days over Easter', () => {
    expect(addWorkingDays('2026-04-02', 5)).toBe('2026-04-10');
  });
  it('zero days is the same date, negative is refused', () => {
    expect(addWorkingDays('2026-04-02', 0)).toBe('2026-04-02');
    expect(() => addWorkingDays('2026-04-02', -1)).toThrow(RangeError);
  });
});

describe('vilniusDate', () => {
  it('uses Lithuanian time: 23:30 UTC on 31 Dec is already 1 Jan in Vilnius', () => {
    expect(vilniusDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
