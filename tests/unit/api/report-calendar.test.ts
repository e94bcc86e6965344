/**
 * The calendar the reports' SQL is given (api/modules/reports/calendar.ts) agrees with the
 * domain calendar instant by instant and day by day: over both DST changes, Easter, Christmas
 * and the turn of the year.
 */
import { describe, expect, it } from 'vitest';
import { bandFloors, termIntervals } from '../../../api/modules/reports/calendar.js';
import { addCalendarDays, vilniusDate, vilniusDayStart, workingDaysBetween } from '../../../src/domain/calendar/working-days.js';
import { decisionDeadline } from '../../../src/domain/lifecycle/deadlines.js';
import { LATENESS_BANDS } from '../../../src/domain/contracts/reports.js';

describe('termIntervals', () => {
  const from = '2025-03-20';
  const to = '2026-01-10';
  const intervals = termIntervals(from, to);

  it('covers the period’s instants exactly, interval after interval', () => {
    expect(intervals[0].startsAt).toBe(vilniusDayStart(from));
    expect(intervals.at(-1)!.endsAt).toBe(vilniusDayStart(addCalendarDays(to, 1)));
    for (let i = 1; i < intervals.length; i++) expect(intervals[i].startsAt).toBe(intervals[i - 1].endsAt);
  });

  it('gives every hour of the period the end of its transfer day’s decision term', () => {
    const end = Date.parse(intervals.at(-1)!.endsAt);
    let k = 0;
    for (let at = Date.parse(intervals[0].startsAt); at < end; at += 3_600_000) {
      const instant = new Date(at).toISOString();
      while (instant >= intervals[k].endsAt) k += 1;
      const expected = vilniusDayStart(addCalendarDays(decisionDeadline(vilniusDate(new Date(at))), 1));
      expect(intervals[k].termEndsAt, instant).toBe(expected);
    }
  });

  it('joins days sharing a term: a Friday and its weekend are one interval', () => {
    // Friday 2025-12-19 … Sunday 12-21 are all due Monday 12-22
    expect(intervals.find((i) => i.startsAt === vilniusDayStart('2025-12-19'))?.endsAt).toBe(vilniusDayStart('2025-12-22'));
    // Tuesday 12-23 … Sunday 12-28 (Christmas) all due Monday 12-29
    expect(intervals.find((i) => i.startsAt === vilniusDayStart('2025-12-23'))).toEqual({
      startsAt: vilniusDayStart('2025-12-23'),
      endsAt: vilniusDayStart('2025-12-29'),
      termEndsAt: vilniusDayStart('2025-12-30'),
    });
  });
});

describe('bandFloors', () => {
  const bandOf = (floors: (string | null)[], deadline: string) => floors.findIndex((f) => f === null || deadline >= f);

  it('puts every past deadline in the band of its working days late', () => {
    for (const today of ['2025-12-29', '2026-01-02', '2026-01-05', '2026-04-07', '2026-11-21', '2026-03-30']) {
      const floors = bandFloors(today, LATENESS_BANDS);
      for (let deadline = addCalendarDays(today, -60); deadline < today; deadline = addCalendarDays(deadline, 1)) {
        const late = workingDaysBetween(deadline, today);
        const expected = LATENESS_BANDS.findIndex(([a, b]) => late >= a && (b === null || late <= b));
        expect(bandOf(floors, deadline), `${deadline} on ${today}`).toBe(expected);
      }
    }
  });

  it('has no floor for an open band', () => {
    expect(bandFloors('2026-01-05', [[0, null]])).toEqual([null]);
    // Monday: a deadline on Friday 01-02 is 1 working day late, one on 12-31 two
    expect(bandFloors('2026-01-05', [[0, 1]])).toEqual(['2026-01-02']);
  });
});
