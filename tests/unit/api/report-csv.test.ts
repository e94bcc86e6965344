/** The reports' CSV writer and the Vilnius day bounds the periods rest on. */
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../api/modules/reports/csv.js';
import { vilniusDayStart, workingDaysBetween } from '../../../src/domain/calendar/working-days.js';

describe('toCsv', () => {
  it('writes a BOM, semicolons and CRLF; quotes separators, quotes and line breaks; empties null', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x;y', 'say "hi"'],
          ['two\nlines', null],
          [1.5, 0],
        ],
      ),
    ).toBe('\uFEFFa;b\r\n"x;y";"say ""hi"""\r\n"two\nlines";\r\n1.5;0\r\n');
  });

  it('defuses text a spreadsheet would run as a formula, not numbers', () => {
    expect(toCsv(['v'], [['=HYPERLINK("x")'], ['+1'], ['@SUM(A1)'], [-3]])).toBe('\uFEFFv\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'@SUM(A1)\r\n-3\r\n');
  });
});

describe('vilniusDayStart', () => {
  it('is 22:00 UTC the day before in winter and 21:00 in summer, on both edges of daylight saving time', () => {
    expect(vilniusDayStart('2025-01-15')).toBe('2025-01-14T22:00:00.000Z');
    expect(vilniusDayStart('2025-03-30')).toBe('2025-03-29T22:00:00.000Z'); // the clocks go forward at 03:00 that day
    expect(vilniusDayStart('2025-03-31')).toBe('2025-03-30T21:00:00.000Z');
    expect(vilniusDayStart('2025-10-26')).toBe('2025-10-25T21:00:00.000Z'); // back at 04:00 that day
    expect(vilniusDayStart('2025-10-27')).toBe('2025-10-26T22:00:00.000Z');
  });
});

describe('workingDaysBetween', () => {
  it('counts the working days after the first date up to the second, skipping weekends and holidays', () => {
    expect(workingDaysBetween('2026-11-18', '2026-11-20')).toBe(2);
    expect(workingDaysBetween('2026-11-20', '2026-11-23')).toBe(1); // Saturday and Sunday do not count
    expect(workingDaysBetween('2026-12-23', '2026-12-28')).toBe(1); // 24th, 25th, 26th are holidays; 28th Monday
    expect(workingDaysBetween('2026-11-20', '2026-11-20')).toBe(0);
  });
});
