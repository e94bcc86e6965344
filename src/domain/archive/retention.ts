/**
 * Retention and destruction acts (decisions 0076–0078): when an item's retention ends, and
 * the statuses of a destruction act. Isomorphic: the server decides, the browser shows.
 */
import { addCalendarDays, isWorkingDay } from '../calendar/working-days.js';

/**
 * The last day an item is kept: the same calendar day `years` after `from` (29 February →
 * 28 February), moved on to the next working day of the Lithuanian calendar when it falls on a
 * rest day or public holiday (a term ending on a non-working day ends on the next working day).
 * @param from YYYY-MM-DD, the day the counting starts (the item's last status change)
 */
export function retentionEnd(from: string, years: number): string {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, d));
  // Date.UTC rolls 29 February into 1 March of a common year: step back to 28 February
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  let end = target.toISOString().slice(0, 10);
  while (!isWorkingDay(end)) end = addCalendarDays(end, 1);
  return end;
}

/** True once `today` (YYYY-MM-DD, Vilnius) is after the retention's last day. */
export const retentionEnded = (end: string, today: string): boolean => today > end;

/** formuojamas → laukia_archyvaro (sealed) → patvirtintas | grazintas (back to the administrator) → ivykdytas */
export const ACT_STATUSES = ['formuojamas', 'laukia_archyvaro', 'patvirtintas', 'grazintas', 'ivykdytas'] as const;
export type ActStatus = (typeof ACT_STATUSES)[number];

/** Statuses in which the administrator may still change the list. */
export const EDITABLE_ACT_STATUSES: readonly ActStatus[] = ['formuojamas', 'grazintas'];
