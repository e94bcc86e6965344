/**
 * Turns the database's filing groups (repository.ts) into report rows: each UTC hour is
 * mapped to its Lithuanian calendar day, the legal term of a filing is the working day after
 * its transfer (src/domain/lifecycle/deadlines.ts), and a registration counts in term when it
 * falls on or before that day. Pure, so tests can feed it any hours.
 */
import { vilniusDate } from '../../../src/domain/calendar/working-days.js';
import { decisionDeadline } from '../../../src/domain/lifecycle/deadlines.js';
import type { FilingGroup } from './repository.js';

export interface FilingRow {
  type: string;
  status: string;
  officeId: number | null;
  officeName: string | null;
  transferred: number;
  registeredInTerm: number;
  registeredLate: number;
}

export interface FilingTotals {
  transferred: number;
  registeredInTerm: number;
  registeredLate: number;
}

/** Memoised: a report touches each hour and day many times. */
function memo<T>(f: (key: string) => T): (key: string) => T {
  const seen = new Map<string, T>();
  return (key) => {
    let v = seen.get(key);
    if (v === undefined) seen.set(key, (v = f(key)));
    return v;
  };
}

export function aggregateFilings(groups: readonly FilingGroup[]): { rows: FilingRow[]; totals: FilingTotals } {
  const dayOfHour = memo((hour) => vilniusDate(new Date(`${hour}:00:00.000Z`)));
  const termOf = memo((day) => decisionDeadline(day));
  const rows = new Map<string, FilingRow>();
  const totals: FilingTotals = { transferred: 0, registeredInTerm: 0, registeredLate: 0 };
  for (const g of groups) {
    const key = JSON.stringify([g.type_id, g.status, g.office_id]);
    let row = rows.get(key);
    if (!row) {
      row = {
        type: g.type_id,
        status: g.status,
        officeId: g.office_id === null ? null : Number(g.office_id),
        officeName: g.office_name,
        transferred: 0,
        registeredInTerm: 0,
        registeredLate: 0,
      };
      rows.set(key, row);
    }
    const n = Number(g.n);
    row.transferred += n;
    totals.transferred += n;
    if (g.registered_hour !== null) {
      const inTerm = dayOfHour(g.registered_hour) <= termOf(dayOfHour(g.transferred_hour));
      if (inTerm) {
        row.registeredInTerm += n;
        totals.registeredInTerm += n;
      } else {
        row.registeredLate += n;
        totals.registeredLate += n;
      }
    }
  }
  const ordered = [...rows.values()].sort(
    (a, b) => a.type.localeCompare(b.type) || a.status.localeCompare(b.status) || (a.officeName ?? '').localeCompare(b.officeName ?? ''),
  );
  return { rows: ordered, totals };
}
