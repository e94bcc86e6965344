/**
 * app.reports: the administration's reports (contracts: src/domain/contracts/reports.ts) over
 * the item rows, and their CSV. Periods are Lithuanian calendar days; "today" is the
 * registry's date from app.clock.
 */
import type { FastifyInstance } from 'fastify';
import { addCalendarDays, vilniusDate, vilniusDayStart, workingDaysBetween } from '../../../src/domain/calendar/working-days.js';
import { LATENESS_BANDS, REPORT_MAX_DAYS, type ReportName } from '../../../src/domain/contracts/reports.js';
import { SEARCH_PURPOSE_CLASSIFIER } from '../../../src/domain/classifiers/classifiers.js';
import { isDate } from '../../../src/domain/schema/runtime/formats.js';
import { isValidPersonalCode } from '../../../src/domain/access/personal-code.js';
import { badRequest } from '../../lib/errors.js';
import { loadPdfLabels } from '../certificate-issue/labels.js';
import { filingRows, type FilingRow, type FilingTotals } from './aggregate.js';
import { bandFloors, termIntervals } from './calendar.js';
import { loadReportTexts } from './csv-labels.js';
import { toCsv, type CsvValue } from './csv.js';
import * as repo from './repository.js';
import { relatedEvents, type RelatedRow } from './related-repository.js';
import { servicePlugin } from '../../lib/service-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    reports: ReturnType<typeof createReports>;
  }
}

const FAMILY_OF = { stsr: 'documents', ntr: 'requests' } as const;

/** A 400 with the reason's key unless `from` … `to` is a valid period. */
function checkPeriod(from: string, to: string): void {
  if (!isDate(from) || !isDate(to)) throw badRequest('errors.report_period_invalid');
  if (from > to) throw badRequest('errors.report_period_order');
  if (addCalendarDays(from, REPORT_MAX_DAYS) < to) throw badRequest('errors.report_period_too_long');
}

/** The period's UTC bounds, or a 400 with the reason's key. */
function periodBounds(from: string, to: string): { start: string; end: string } {
  checkPeriod(from, to);
  return { start: vilniusDayStart(from), end: vilniusDayStart(addCalendarDays(to, 1)) };
}

function createReports(app: FastifyInstance, root: string) {
  const labels = loadPdfLabels(root);
  const texts = loadReportTexts(root);
  const today = () => vilniusDate(app.clock.now());

  async function filings(report: 'stsr' | 'ntr', from: string, to: string): Promise<{ from: string; to: string; rows: FilingRow[]; totals: FilingTotals }> {
    checkPeriod(from, to);
    return { from, to, ...filingRows(await repo.filingCounts(app.db.kysely, FAMILY_OF[report], termIntervals(from, to))) };
  }

  /** The rows as the report shows them, `day` being today (items share few deadlines). */
  function overdueItems(rows: readonly repo.OverdueRow[], day: string) {
    const late = new Map<string, number>();
    const lateness = (deadline: string) => late.get(deadline) ?? late.set(deadline, workingDaysBetween(deadline, day)).get(deadline)!;
    return rows.map((r) => ({
      id: r.id,
      family: r.family as 'documents' | 'requests',
      type: r.type_id,
      status: r.status,
      term: r.term,
      deadline: r.deadline,
      workingDaysLate: lateness(r.deadline),
      officeName: r.office_name,
    }));
  }

  /** Every overdue item counted by LATENESS_BANDS and term (the chart: all items, not the page) and their total. */
  async function bands(day: string) {
    const counts = LATENESS_BANDS.map(([from, to]) => ({ from, to: to as number | null, decision: 0, correction: 0 }));
    let total = 0;
    for (const group of await repo.overdueByBand(app.db.kysely, day, bandFloors(day, LATENESS_BANDS))) {
      total += group.n;
      if (group.band >= 0) counts[group.band][group.term] += group.n;
    }
    return { total, counts };
  }

  async function overdue(page: number, pageSize: number) {
    const day = today();
    const [rows, chart] = await Promise.all([repo.overduePage(app.db.kysely, day, pageSize, (page - 1) * pageSize), bands(day)]);
    return { total: chart.total, page, pageSize, items: overdueItems(rows, day), bands: chart.counts };
  }

  /** susijusiems: the accesses to a person's data in a period (decision 0109), all of them or one page. */
  async function relatedRows(personCode: string, from: string, to: string): Promise<RelatedRow[]> {
    if (!isValidPersonalCode(personCode)) throw badRequest('errors.report_person_code');
    const { start, end } = periodBounds(from, to);
    return relatedEvents(app.db.kysely, personCode, start, end);
  }

  async function related(personCode: string, from: string, to: string, page: number, pageSize: number) {
    const rows = await relatedRows(personCode, from, to);
    const sums = new Map<string | null, { organisation: string | null; searches: number; reads: number; extracts: number }>();
    const plural = { search: 'searches', read: 'reads', extract: 'extracts' } as const;
    for (const r of rows) {
      const s = sums.get(r.organisation) ?? { organisation: r.organisation, searches: 0, reads: 0, extracts: 0 };
      s[plural[r.event]] += 1;
      sums.set(r.organisation, s);
    }
    const all = (s: { searches: number; reads: number; extracts: number }) => s.searches + s.reads + s.extracts;
    const byOrganisation = [...sums.values()].sort((a, b) => all(b) - all(a));
    return { total: rows.length, page, pageSize, items: rows.slice((page - 1) * pageSize, page * pageSize), byOrganisation };
  }

  /** The report as CSV, headed and labelled with the report pages' Lithuanian texts. */
  async function csv(report: ReportName, from: string | undefined, to: string | undefined, personCode?: string): Promise<string> {
    if (report === 'nep') {
      const day = today();
      const rows: CsvValue[][] = overdueItems(await repo.allOverdueItems(app.db.kysely, day), day).map((i) => [
        i.id,
        labels.typeTitle(i.type),
        labels.statusLabel(i.status),
        i.term === 'decision' ? texts.nep.decision : texts.nep.correction,
        i.deadline,
        i.workingDaysLate,
        i.officeName,
      ]);
      const c = texts.columns;
      return toCsv([c.number, c.type, c.status, c.term, c.deadline, c.workingDaysLate, c.office], rows);
    }
    if (from === undefined || to === undefined) throw badRequest('errors.report_period_invalid');
    if (report === 'susijusiems') {
      const rows = await relatedRows(personCode ?? '', from, to);
      const { columns: c, ...related } = texts.susijusiems;
      // a purpose by its Lithuanian name, a retired one too (the classifier keeps it)
      const purposes = new Map((await app.classifiers.names(SEARCH_PURPOSE_CLASSIFIER)).items.map((v) => [v.code, v.name_lt]));
      return toCsv(
        [c.at, c.event, c.actor, c.organisation, c.purpose, c.detail],
        rows.map((r) => [r.at, related[r.event], r.actor, r.organisation, r.purpose === null ? null : (purposes.get(r.purpose) ?? r.purpose), r.detail]),
      );
    }
    const { rows, totals } = await filings(report, from, to);
    const c = texts.columns;
    return toCsv(
      [c.type, c.status, c.office, c.transferred, c.registeredInTerm, c.registeredLate],
      [
        ...rows.map((r) => [labels.typeTitle(r.type), labels.statusLabel(r.status), r.officeName, r.transferred, r.registeredInTerm, r.registeredLate]),
        [texts.total, null, null, totals.transferred, totals.registeredInTerm, totals.registeredLate],
      ],
    );
  }

  return { filings, overdue, related, csv };
}

export default servicePlugin('reports', (app, _db, opts: { root: string }) => createReports(app, opts.root), {
  name: 'reports',
  dependencies: ['db', 'classifiers-service'],
});
