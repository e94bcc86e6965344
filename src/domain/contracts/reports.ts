/**
 * The administration's reports (spec §2.1 /admin reports stsr, ntr, nep): STSR filings and NTR
 * requests of a period, counted by type, status and provider office, with registration against
 * the legal term; and the items now past their term. Each also downloads as CSV.
 * susijusiems lists who searched or extracted a person's data.
 * Administrator only (feature adminReport). Why these measures: docs/decisions/0059-admin-reports.md.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { tagged } from './endpoint.js';
import { nullableText, paged, pageProperties, pageQuery } from './shared.js';
import { closedObject, exact } from './shapes.js';

const api = tagged(['reports']);

const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/** A period of Lithuanian calendar days, both ends included (at most REPORT_MAX_DAYS long). */
const periodQuery = exact({ from: day, to: day });

/** The longest period a report covers: ten years and a few leap days. */
export const REPORT_MAX_DAYS = 3660;

/** One group of filings: transferred in the period, by type, status now and provider office. */
const filingRow = exact({
  type: { type: 'string' },
  status: { type: 'string' },
  officeId: { type: ['integer', 'null'] },
  officeName: nullableText,
  /** transferred to the registry in the period */
  transferred: { type: 'integer' },
  /** of those, registered by the legal term (the working day after the transfer) */
  registeredInTerm: { type: 'integer' },
  /** of those, registered after the term */
  registeredLate: { type: 'integer' },
});

export type FilingRow = FromSchema<typeof filingRow>;

const filingReport = exact({
  from: { type: 'string' },
  to: { type: 'string' },
  rows: { type: 'array', items: filingRow },
  totals: exact({ transferred: { type: 'integer' }, registeredInTerm: { type: 'integer' }, registeredLate: { type: 'integer' } }),
});
export type FilingTotals = FromSchema<typeof filingReport>['totals'];

export const FILING_REPORTS = ['stsr', 'ntr'] as const;

/** stsr: the documents family (STSR filings); ntr: the requests family (NTR legal-fact requests). */
export const filingsReport = api.get(
  '/admin/reports/:report',
  'STSR filings (stsr) or NTR requests (ntr) transferred in a period by type, status and provider office, with registration against the legal term',
  { params: exact({ report: { type: 'string', enum: FILING_REPORTS } }), query: periodQuery, responses: { 200: filingReport } },
);

/** One item now past its legal term: a decision not taken, or a correction not made. */
export const overdueItem = exact({
  id: { type: 'integer' },
  family: { type: 'string', enum: ['documents', 'requests'] },
  type: { type: 'string' },
  status: { type: 'string' },
  /** decision: the registrar's; correction: the provider's after a return */
  term: { type: 'string', enum: ['decision', 'correction'] },
  deadline: { type: 'string' },
  /** working days past the deadline, today included */
  workingDaysLate: { type: 'integer' },
  officeName: nullableText,
});

/** How late the nep chart groups the items: working days from `from` to `to` (both included; null: and more). 0 is a term that ended on the last working day before a day off. */
export const LATENESS_BANDS = [
  [0, 1],
  [2, 5],
  [6, 20],
  [21, null],
] as const;

const latenessBand = exact({ from: { type: 'integer' }, to: { type: ['integer', 'null'] }, decision: { type: 'integer' }, correction: { type: 'integer' } });

export const nepReport = api.get(
  '/admin/reports/nep',
  'Items not processed within their legal term (oldest deadline first), paged; bands: every overdue item counted by working days late and term',
  {
    query: pageQuery(),
    responses: {
      200: paged(overdueItem, { bands: { type: 'array', items: latenessBand } }),
    },
  },
);

/** Lithuanian personal code: 11 digits (the check digit is the service's). */
const personCode = { type: 'string', pattern: '^\\d{11}$' } as const;

/** One access to a person's data: a search that asked for or found them, or an extract of an entry they are a party to. */
export const relatedEvent = exact({
  at: { type: 'string' },
  event: { type: 'string', enum: ['search', 'read', 'extract'] },
  actor: { type: 'string' },
  organisation: nullableText,
  purpose: nullableText,
  /** search: the tab (juridinis, fizinis, turtas, kodas); extract: the entry's registry number */
  detail: nullableText,
});
export type RelatedEvent = FromSchema<typeof relatedEvent>;

/** susijusiems: every search and extract that touched a person's data in a period, newest first, paged; counts per organisation over the whole period. */
export const relatedReport = api.get(
  '/admin/reports/susijusiems',
  "Searches, entry openings and extracts that touched a person's data in a period (the data subject's view), newest first, paged, with counts per organisation",
  {
    query: closedObject({ personCode, from: day, to: day, ...pageProperties }, ['personCode', 'from', 'to']),
    responses: {
      200: paged(relatedEvent, {
        byOrganisation: {
          type: 'array',
          items: exact({ organisation: nullableText, searches: { type: 'integer' }, reads: { type: 'integer' }, extracts: { type: 'integer' } }),
        },
      }),
    },
  },
);

export const REPORTS = ['stsr', 'ntr', 'nep', 'susijusiems'] as const;
export type ReportName = (typeof REPORTS)[number];

export const reportCsv = api.get(
  '/admin/reports/:report/csv',
  'A report as CSV (UTF-8 with BOM, semicolon-separated, as spreadsheet programs in Lithuania expect); nep ignores the period, susijusiems needs the person code',
  {
    params: exact({ report: { type: 'string', enum: REPORTS } }),
    query: closedObject({ from: day, to: day, personCode }),
    responses: { 200: { type: 'string' } },
  },
);
