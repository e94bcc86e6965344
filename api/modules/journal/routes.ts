/** The journal, work-list and dashboard API: workplace only (/api). Thin handlers over app.journal. */
import type { FastifyInstance } from 'fastify';
import { STATUSES } from '../../../src/domain/lifecycle/statuses.js';
import { csvCodes, nullableText, pageProperties, paged } from '../../lib/schemas.js';
import { partySummaries } from '../documents/schemas.js';
import { receivedNotice as receivedNoticeItem } from '../../../src/domain/contracts/notices.js';
import { DOCUMENT_SORTS, NOTICE_SORTS } from './repository.js';
import { JOURNAL_TABS, WORK_LISTS, WORK_LIST_TABS, type JournalTab, type ListQuery, type WorkList } from './service.js';

const csv = csvCodes;
const text = nullableText;

const paging = {
  ...pageProperties,
  sort: { type: 'string', enum: [...new Set([...DOCUMENT_SORTS, ...NOTICE_SORTS])] },
  direction: { type: 'string', enum: ['asc', 'desc'] },
  status: csv,
  type: csv,
  q: { type: 'string', minLength: 1, maxLength: 100 },
} as const;

const journalQuery = {
  type: 'object',
  properties: { tab: { type: 'string', enum: [...JOURNAL_TABS] }, ...paging },
  required: ['tab'],
  additionalProperties: false,
} as const;

const workListParams = { type: 'object', properties: { list: { type: 'string', enum: [...WORK_LISTS] } }, required: ['list'], additionalProperties: false } as const;
const workListQuery = {
  type: 'object',
  properties: { tab: { type: 'string', enum: [...WORK_LIST_TABS], default: 'hipotekos' }, ...paging },
  additionalProperties: false,
} as const;

const documentItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    type: { type: 'string' },
    status: { type: 'string', enum: [...STATUSES] },
    version: { type: 'integer' },
    noticeKind: { type: 'string' },
    registryNumber: text,
    registeredAt: text,
    transferredAt: text,
    decisionDeadline: text,
    correctionDeadline: text,
    overdue: { type: 'boolean' },
    providerName: text,
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    parties: partySummaries,
  },
  // required fields tell the two item shapes of the journal apart when serialising
  required: ['id', 'type', 'status', 'version', 'parties'],
} as const;

const noticeItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string' },
    channel: { type: 'string' },
    journalStatus: { type: 'string', enum: ['suformuotas', 'nesuformuotas', 'pateiktas'] },
    recipientName: { type: 'string' },
    recipientEmail: text,
    createdAt: { type: 'string' },
    deliveredAt: text,
    documentId: { type: 'integer' },
    documentType: { type: 'string' },
    registryNumber: text,
  },
  required: ['id', 'kind', 'channel', 'journalStatus', 'documentId'],
} as const;


const dashboardResponse = {
  type: 'object',
  properties: {
    today: { type: 'string' },
    queues: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, route: { type: 'string' }, count: { type: 'integer' } } } },
    notices: { type: 'array', items: receivedNoticeItem },
    deadlines: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          kind: { type: 'string', enum: ['decision', 'correction'] },
          documentId: { type: 'integer' },
          type: { type: 'string' },
          status: { type: 'string' },
          registryNumber: text,
          providerName: text,
          deadline: { type: 'string' },
          overdue: { type: 'boolean' },
        },
      },
    },
  },
  required: ['today', 'queues', 'notices', 'deadlines'],
} as const;

const splitCsv = (v: string | undefined) => (v ? v.split(',').filter(Boolean) : undefined);

type RawQuery = Omit<ListQuery, 'status' | 'type'> & { status?: string; type?: string };
const listQueryOf = (q: RawQuery): ListQuery => ({ ...q, status: splitCsv(q.status), type: splitCsv(q.type) });

export default async function journalRoutes(app: FastifyInstance) {
  app.get(
    '/journal',
    {
      // every tab's feature is a subset of journalReceived's roles; the service checks the tab's own
      config: { access: { feature: 'journalReceived' } },
      schema: {
        tags: ['journal'],
        summary: 'The document journal (/zurnalas): gaunami, ntr-gaunami, siunciami, ktpr-pranesimai, dt-rengiami; paged, sorted, filtered (status: statuses, or journal statuses on siunciami; type: types, or notice kinds on siunciami)',
        querystring: journalQuery,
        response: { 200: paged({ anyOf: [documentItem, noticeItem] }) },
      },
    },
    async (request) => {
      const { tab, ...q } = request.query as RawQuery & { tab: JournalTab };
      return app.journal.journal(request.user!, tab, listQueryOf(q));
    },
  );

  app.get(
    '/work-lists/:list',
    {
      // the hipotekos tab follows the mortgage feature (spec §6); prasymai is for notaries (checked by the service)
      config: { access: { feature: 'mortgage' } },
      schema: {
        tags: ['journal'],
        summary: "The user's documents in preparation (rengiami) or transferred (perduoti), tabs hipotekos and prasymai; paged, sorted, filtered",
        params: workListParams,
        querystring: workListQuery,
        response: { 200: paged(documentItem) },
      },
    },
    async (request) => {
      const { tab, ...q } = request.query as RawQuery & { tab: 'hipotekos' | 'prasymai' };
      return app.journal.workList(request.user!, (request.params as { list: WorkList }).list, tab, listQueryOf(q));
    },
  );

  app.get(
    '/dashboard',
    { config: { access: { feature: 'main' } }, schema: { tags: ['journal'], summary: "The dashboard (/pagrindinis): the user's queues with counts, latest received notices, deadlines due", response: { 200: dashboardResponse } } },
    async (request) => app.journal.dashboard(request.user!),
  );
}
