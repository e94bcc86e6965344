/**
 * The working-day calendar as data a report's SQL can use (decision 0145), computed from the
 * domain calendar (src/domain/calendar/working-days.ts) for one report run, so the database
 * compares instants and dates and never does time-zone or holiday arithmetic. Pure.
 */
import { addCalendarDays, isWorkingDay, vilniusDayStart } from '../../../src/domain/calendar/working-days.js';
import { decisionDeadline } from '../../../src/domain/lifecycle/deadlines.js';

/** Transfers at instants in [startsAt, endsAt) have their decision term end at `termEndsAt` (UTC ISO instants). */
export interface TermInterval {
  startsAt: string;
  endsAt: string;
  termEndsAt: string;
}

/**
 * The Lithuanian days `from` … `to` as intervals of transfer instants sharing one term end: a
 * filing is registered in term when registered before the midnight that ends the next working
 * day after its transfer day. Days with the same term (a Friday and its weekend, a holiday) are
 * one interval.
 */
export function termIntervals(from: string, to: string): TermInterval[] {
  const intervals: TermInterval[] = [];
  // each day's start is asked for as the end of one day and of other days' terms
  const starts = new Map<string, string>();
  const startOf = (day: string) => starts.get(day) ?? starts.set(day, vilniusDayStart(day)).get(day)!;
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) {
    const termEndsAt = startOf(addCalendarDays(decisionDeadline(day), 1));
    const endsAt = startOf(addCalendarDays(day, 1));
    const last = intervals.at(-1);
    if (last?.termEndsAt === termEndsAt) last.endsAt = endsAt;
    else intervals.push({ startsAt: startOf(day), endsAt, termEndsAt });
  }
  return intervals;
}

/**
 * For each band [from, to] of working days late (to null: open), the earliest deadline whose
 * lateness on `today` is at most `to` (null for the open band): lateness is the number of
 * working days after the deadline up to today, so it grows as the deadline goes back, and a
 * band is a range of deadlines. The k-th working day back from today (today counting when it
 * is one) is the first deadline k working days late.
 */
export function bandFloors(today: string, bands: readonly (readonly [number, number | null])[]): (string | null)[] {
  const workingDaysBack: string[] = [];
  const nth = (k: number): string => {
    let day = workingDaysBack.at(-1) ?? addCalendarDays(today, 1);
    while (workingDaysBack.length < k) {
      day = addCalendarDays(day, -1);
      if (isWorkingDay(day)) workingDaysBack.push(day);
    }
    return workingDaysBack[k - 1];
  };
  return bands.map(([, to]) => (to === null ? null : nth(to + 1)));
}
