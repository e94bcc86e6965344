/**
 * Turns the database's filing counts (repository.ts `filingCounts`) into the report's rows, in
 * report order (type, status, office name), and their totals. Pure; the counting itself is SQL.
 */
import type { FilingRow, FilingTotals } from '../../../src/domain/contracts/reports.js';
import type { FilingCount } from './repository.js';

/** The contract's row and totals (src/domain/contracts/reports.ts). */
export type { FilingRow, FilingTotals };

export function filingRows(counts: readonly FilingCount[]): { rows: FilingRow[]; totals: FilingTotals } {
  const totals: FilingTotals = { transferred: 0, registeredInTerm: 0, registeredLate: 0 };
  const rows = counts.map((c): FilingRow => {
    const row = {
      type: c.type_id,
      status: c.status,
      officeId: c.office_id === null ? null : Number(c.office_id),
      officeName: c.office_name,
      transferred: Number(c.transferred),
      registeredInTerm: Number(c.in_term),
      registeredLate: Number(c.late),
    };
    totals.transferred += row.transferred;
    totals.registeredInTerm += row.registeredInTerm;
    totals.registeredLate += row.registeredLate;
    return row;
  });
  rows.sort((a, b) => a.type.localeCompare(b.type) || a.status.localeCompare(b.status) || (a.officeName ?? '').localeCompare(b.officeName ?? ''));
  return { rows, totals };
}
