/**
 * The journal, work-list and dashboard API (api/modules/journal, workplace only): the
 * registry journal's tabs, the providers' work lists and the start page, paged, sorted and
 * filtered on the server.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { STATUSES } from '../lifecycle/statuses.js';
import { tagged } from './endpoint.js';
import { KTPR_SORTS, ktprItem } from './ktpr.js';
import { receivedNotice } from './notices.js';
import { csvCodes, nullableText, paged, pageProperties, partySummaries, SORT_DIRECTIONS } from './shared.js';
import { closedObject, exact } from './shapes.js';

const api = tagged(['journal']);

export const JOURNAL_TABS = ['gaunami', 'ntr-gaunami', 'siunciami', 'ktpr-pranesimai', 'dt-rengiami'] as const;
export type JournalTab = (typeof JOURNAL_TABS)[number];
export const WORK_LISTS = ['rengiami', 'perduoti'] as const;
export type WorkList = (typeof WORK_LISTS)[number];
export const WORK_LIST_TABS = ['hipotekos', 'prasymai'] as const;
export type WorkListTab = (typeof WORK_LIST_TABS)[number];
/** The sort keys of the document lists and of the sent notices. */
export const DOCUMENT_SORTS = [
  'updated_at',
  'created_at',
  'transferred_at',
  'decision_deadline',
  'correction_deadline',
  'registry_number',
  'status',
  'id',
] as const;
export const NOTICE_SORTS = ['created_at', 'journal_status', 'kind', 'id'] as const;

const paging = {
  ...pageProperties,
  sort: { type: 'string', enum: [...new Set([...DOCUMENT_SORTS, ...NOTICE_SORTS, ...KTPR_SORTS])] },
  direction: { type: 'string', enum: SORT_DIRECTIONS },
  status: csvCodes,
  type: csvCodes,
  q: { type: 'string', minLength: 1, maxLength: 100 },
} as const;

/** A row of a document (or request) list: gaunami, ntr-gaunami, dt-rengiami, the work lists. */
export const documentItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    /** the catalogue type id; the browser shows the type's title (locales types/<id>) */
    type: { type: 'string' },
    status: { type: 'string', enum: [...STATUSES] },
    version: { type: 'integer' },
    /** pirminis, pakeitimas or nutraukimas */
    noticeKind: { type: 'string' },
    registryNumber: nullableText,
    registeredAt: nullableText,
    transferredAt: nullableText,
    decisionDeadline: nullableText,
    correctionDeadline: nullableText,
    /** the deadline that applies now has passed */
    overdue: { type: 'boolean' },
    providerName: nullableText,
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    parties: partySummaries,
  },
  // open (inside anyOf): the required fields tell the two item shapes of the journal apart when serialising
  required: [
    'id',
    'type',
    'status',
    'version',
    'noticeKind',
    'registryNumber',
    'registeredAt',
    'transferredAt',
    'decisionDeadline',
    'correctionDeadline',
    'overdue',
    'providerName',
    'createdAt',
    'updatedAt',
    'parties',
  ],
} as const;
/** A row as the browser reads it (the schema stays open inside the journal's anyOf). */
export type DocumentItem = FromSchema<typeof documentItem & { readonly additionalProperties: false }>;

/** A row of the sent notices (journal siunciami). */
export const noticeItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string' },
    channel: { type: 'string' },
    journalStatus: { type: 'string', enum: ['suformuotas', 'nesuformuotas', 'pateiktas'] },
    recipientName: nullableText,
    recipientEmail: nullableText,
    createdAt: { type: 'string' },
    deliveredAt: nullableText,
    documentId: { type: ['integer', 'null'] },
    /** the catalogue type id of the notice's document */
    documentType: nullableText,
    registryNumber: nullableText,
  },
  required: [
    'id',
    'kind',
    'channel',
    'journalStatus',
    'recipientName',
    'recipientEmail',
    'createdAt',
    'deliveredAt',
    'documentId',
    'documentType',
    'registryNumber',
  ],
} as const;
export type NoticeItem = FromSchema<typeof noticeItem & { readonly additionalProperties: false }>;

export const listJournal = api.get(
  '/journal',
  'The document journal (/zurnalas): gaunami, ntr-gaunami, siunciami, ktpr-pranesimai, dt-rengiami; paged, sorted, filtered (status: statuses, or journal statuses on siunciami; type: types, or notice kinds on siunciami)',
  {
    query: closedObject({ tab: { type: 'string', enum: [...JOURNAL_TABS] }, ...paging }, ['tab']),
    responses: { 200: paged({ anyOf: [documentItem, noticeItem, ktprItem] }) },
  },
);

export const listWorkList = api.get(
  '/work-lists/:list',
  "The user's documents in preparation (rengiami) or transferred (perduoti), tabs hipotekos and prasymai; paged, sorted, filtered",
  {
    params: exact({ list: { type: 'string', enum: [...WORK_LISTS] } }),
    query: closedObject({ tab: { type: 'string', enum: [...WORK_LIST_TABS], default: 'hipotekos' }, ...paging }),
    responses: { 200: paged(documentItem) },
  },
);

export const getDashboard = api.get('/dashboard', "The dashboard (/pagrindinis): the user's queues with counts, latest received notices, deadlines due", {
  responses: {
    200: exact({
      today: { type: 'string' },
      queues: {
        type: 'array',
        items: exact({ id: { type: 'string' }, route: { type: 'string' }, count: { type: 'integer' } }),
      },
      /** the latest notices the user received (links to /gautas-pranesimas/{token}) */
      notices: { type: 'array', items: receivedNotice },
      deadlines: {
        type: 'array',
        items: exact({
          kind: { type: 'string', enum: ['decision', 'correction'] },
          documentId: { type: 'integer' },
          type: { type: 'string' },
          status: { type: 'string' },
          registryNumber: nullableText,
          providerName: nullableText,
          deadline: { type: 'string' },
          overdue: { type: 'boolean' },
        }),
      },
    }),
  },
});
