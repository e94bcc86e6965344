/**
 * The registry journal (/zurnalas), the providers' work lists (/rengiami-dokumentai,
 * /perduoti-dokumentai) and the dashboard (/pagrindinis), all paged, sorted and filtered on
 * the server. Each journal tab has its feature of the role-to-feature table. The STSR's tabs
 * and lists hold the `documents` family; ntr-gaunami and the work lists' prasymai tab the
 * `requests` family (api/modules/documents/families.ts). The ktpr-pranesimai tab lists the KTPR
 * notices the broker's inbox received (api/modules/broker).
 * Due expiries of returned documents are applied before anything is counted or listed.
 */
import { canUseFeature, type FeatureKey } from '../../../src/domain/access/features.js';
import { isProvider } from '../../../src/domain/access/roles.js';
import { isPastDeadline } from '../../../src/domain/lifecycle/deadlines.js';
import { AWAITING_DECISION, type Status } from '../../../src/domain/lifecycle/statuses.js';
import type { ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import type { Paged } from '../../../src/domain/contracts/shared.js';
import {
  DOCUMENT_SORTS,
  NOTICE_SORTS,
  type DocumentItem as DocumentItemWire,
  type getDashboard,
  type JournalTab,
  type NoticeItem as NoticeItemWire,
  type WorkList,
  type WorkListTab,
} from '../../../src/domain/contracts/journal.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import type { Answer } from '../../lib/contract-route.js';
import type { SessionUser } from '../../plugins/access.js';
import type { Family } from '../items/families.js';
import type { ReceivedNotice } from '../notices/service.js';
import { sentNoticeOf } from '../notices/sent-notice.js';
import type { KtprView } from '../broker/views.js';
import * as repo from './repository.js';
import { servicePlugin } from '../../lib/service-plugin.js';

/** The rows as the service builds them: codes are plain strings (the contract narrows them for the browser). */
type DocumentItem = Answer<DocumentItemWire>;
type NoticeItem = Answer<NoticeItemWire>;

/** One dashboard deadline: a document to correct (the filer's) or to decide on (the registry's). */
function deadlineOf(kind: Dashboard['deadlines'][number]['kind'], d: Awaited<ReturnType<typeof repo.deadlines>>[number], day: string) {
  return {
    kind,
    documentId: Number(d.id),
    type: d.type_id,
    status: d.status,
    registryNumber: d.registry_number,
    providerName: d.office_name,
    deadline: d.deadline!,
    overdue: isPastDeadline(d.deadline!, day),
  };
}

/** Documents the registry has received (transferred at least once). */
const RECEIVED: Status[] = ['perduotas', 'grazintas', 'nepatikslintas', 'iregistruotas', 'atmestas', 'nutrauktas'];
/** Documents providers are still preparing, before the registry receives them. */
const PREPARING: Status[] = ['rengiamas', 'patvirtinti', 'laukia_patvirtinimo', 'laukia_apmokejimo'];
/** Waiting for the registrar's decision. */

type TabSource =
  | { kind: 'documents'; family: Family; statuses: Status[]; defaultSort: repo.DocumentSort; defaultDirection: 'asc' | 'desc' }
  | { kind: 'notices' }
  | { kind: 'ktpr' };

const TABS: Record<JournalTab, { feature: FeatureKey; source: TabSource }> = {
  gaunami: {
    feature: 'journalReceived',
    source: { kind: 'documents', family: 'documents', statuses: RECEIVED, defaultSort: 'decision_deadline', defaultDirection: 'asc' },
  },
  // requests on legal facts the NTR received, from citizens (portal) and notaries (workplace)
  'ntr-gaunami': {
    feature: 'journalNtrReceived',
    source: { kind: 'documents', family: 'requests', statuses: RECEIVED, defaultSort: 'decision_deadline', defaultDirection: 'asc' },
  },
  siunciami: { feature: 'journalSent', source: { kind: 'notices' } },
  'ktpr-pranesimai': { feature: 'registryNotifications', source: { kind: 'ktpr' } },
  'dt-rengiami': {
    feature: 'providerInPreparation',
    source: { kind: 'documents', family: 'documents', statuses: PREPARING, defaultSort: 'updated_at', defaultDirection: 'desc' },
  },
};

const LISTS: Record<WorkList, { statuses: Status[]; requestsFeature: FeatureKey }> = {
  // returned documents are back with the provider for correction
  rengiami: { statuses: ['rengiamas', 'patvirtinti', 'laukia_patvirtinimo', 'laukia_apmokejimo', 'grazintas'], requestsFeature: 'documentsInPreparation' },
  perduoti: { statuses: ['perduotas', 'nepatikslintas', 'iregistruotas', 'atmestas', 'nutrauktas'], requestsFeature: 'documentsTransferred' },
};

export interface ListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  direction?: 'asc' | 'desc';
  status?: string[];
  type?: string[];
  q?: string;
}

export interface JournalService {
  journal(user: SessionUser, tab: JournalTab, query: ListQuery): Promise<Paged<DocumentItem | NoticeItem | KtprView>>;
  workList(user: SessionUser, list: WorkList, tab: WorkListTab, query: ListQuery): Promise<Paged<DocumentItem>>;
  dashboard(user: SessionUser): Promise<Dashboard>;
}

export type Dashboard = Omit<ResponseOf<typeof getDashboard>, 'notices'> & { notices: ReceivedNotice[] };

declare module 'fastify' {
  interface FastifyInstance {
    journal: JournalService;
  }
}

/** The page, sort and direction of a query, refusing a sort the list does not have (400). */
function pageOf<S extends string>(q: ListQuery, sorts: readonly S[], fallback: S, direction: 'asc' | 'desc'): repo.Page<S> {
  const sort = (q.sort ?? fallback) as S;
  if (!sorts.includes(sort)) throw badRequest('errors.sort_not_available');
  return { limit: q.pageSize, offset: (q.page - 1) * q.pageSize, sort, direction: q.direction ?? direction };
}

/** The statuses asked for, which must belong to the list (400 otherwise); all of them when none. */
function statusesOf(q: ListQuery, allowed: readonly string[]): string[] {
  if (!q.status?.length) return [...allowed];
  if (q.status.some((s) => !allowed.includes(s))) throw badRequest('errors.status_not_in_list');
  return q.status;
}

export default servicePlugin(
  'journal',
  async function journalService(app, db) {
    const today = () => registryDate(app.clock.now());

    async function documentPage(filter: repo.DocumentFilter, page: repo.Page<repo.DocumentSort>, q: ListQuery): Promise<Paged<DocumentItem>> {
      const day = today();
      const { total, items } = await repo.listDocuments(db, filter, page);
      const parties = await repo.partiesOf(
        db,
        items.map((i) => Number(i.id)),
      );
      return {
        total,
        page: q.page,
        pageSize: q.pageSize,
        items: items.map((i) => {
          const deadline = AWAITING_DECISION.includes(i.status as Status) ? i.decision_deadline : i.status === 'grazintas' ? i.correction_deadline : null;
          return {
            id: Number(i.id),
            type: i.type_id,
            status: i.status,
            version: i.version,
            noticeKind: i.notice_kind,
            registryNumber: i.registry_number,
            registeredAt: i.registered_at,
            transferredAt: i.transferred_at,
            decisionDeadline: i.decision_deadline,
            correctionDeadline: i.correction_deadline,
            overdue: deadline !== null && isPastDeadline(deadline, day),
            // a citizen who filed in the portal has no office: their own name
            providerName: i.office_name ?? ([i.owner_first_name, i.owner_last_name].filter(Boolean).join(' ') || null),
            createdAt: i.created_at,
            updatedAt: i.updated_at,
            parties: parties.filter((p) => Number(p.document_id) === Number(i.id)).map(({ role, name, code }) => ({ role, name, code })),
          };
        }),
      };
    }

    return {
      async journal(user, tab, q) {
        const { feature, source } = TABS[tab];
        if (!canUseFeature(user.roles, feature)) throw forbidden();
        await app.lifecycleEngine.sweep();
        if (source.kind === 'ktpr') return app.broker.ktpr.page(q);
        if (source.kind === 'notices') {
          const page = pageOf(q, NOTICE_SORTS, 'created_at', 'desc');
          const { total, items } = await repo.listNotices(db, { journalStatuses: q.status, kinds: q.type, q: q.q }, page);
          return {
            total,
            page: q.page,
            pageSize: q.pageSize,
            items: items.map((n): NoticeItem => ({
              ...sentNoticeOf(n),
              documentId: Number(n.document_id),
              documentType: n.type_id,
              registryNumber: n.registry_number,
            })),
          };
        }
        const page = pageOf(q, DOCUMENT_SORTS, source.defaultSort, source.defaultDirection);
        return documentPage({ family: source.family, statuses: statusesOf(q, source.statuses), typeIds: q.type, q: q.q }, page, q);
      },

      async workList(user, list, tab, q) {
        const { statuses, requestsFeature } = LISTS[list];
        // prasymai: the requests the notary's office filed on clients' behalf (NTR); hipotekos: the STSR's documents
        if (tab === 'prasymai' && !canUseFeature(user.roles, requestsFeature)) throw forbidden();
        const family: Family = tab === 'prasymai' ? 'requests' : 'documents';
        await app.lifecycleEngine.sweep();
        const page = pageOf(q, DOCUMENT_SORTS, 'updated_at', 'desc');
        return documentPage(
          { family, statuses: statusesOf(q, statuses), owner: { officeId: user.officeId, userId: user.userId }, typeIds: q.type, q: q.q },
          page,
          q,
        );
      },

      async dashboard(user) {
        await app.lifecycleEngine.sweep();
        const day = today();
        const result: Dashboard = { today: day, queues: [], notices: [], deadlines: [] };
        // any user may be a party asked to confirm a document (decision 0126): the queue is shown while something waits (decision 0139)
        const asked = (await app.partyApproval.waiting(user)).length;
        if (asked > 0) result.queues.push({ id: 'patvirtinimai', route: '/patvirtinimai', count: asked });
        if (canUseFeature(user.roles, 'mortgage') && isProvider(user.roles)) {
          const own = { officeId: user.officeId, userId: user.userId };
          result.queues.push(
            {
              id: 'rengiami',
              route: '/rengiami-dokumentai/hipotekos',
              count: await repo.countDocuments(db, { family: 'documents', statuses: LISTS.rengiami.statuses, owner: own }),
            },
            {
              id: 'grazinti',
              route: '/rengiami-dokumentai/hipotekos?status=grazintas',
              count: await repo.countDocuments(db, { family: 'documents', statuses: ['grazintas'], owner: own }),
            },
            {
              id: 'perduoti',
              route: '/perduoti-dokumentai/hipotekos',
              count: await repo.countDocuments(db, { family: 'documents', statuses: LISTS.perduoti.statuses, owner: own }),
            },
          );
          result.notices = (await app.notices.received(user, { page: 1, pageSize: 5 })).items;
          for (const d of await repo.deadlines(db, { family: 'documents', statuses: ['grazintas'], owner: own }, 'correction_deadline', 20)) {
            result.deadlines.push(deadlineOf('correction', d, day));
          }
        }
        if (canUseFeature(user.roles, 'journalReceived')) {
          result.queues.push(
            { id: 'gaunami', route: '/zurnalas/gaunami', count: await repo.countDocuments(db, { family: 'documents', statuses: AWAITING_DECISION }) },
            {
              id: 'veluojantys',
              route: '/zurnalas/gaunami',
              count: await repo.countDocuments(db, { family: 'documents', statuses: AWAITING_DECISION }, { deadlineBefore: day }),
            },
          );
          for (const d of await repo.deadlines(db, { family: 'documents', statuses: AWAITING_DECISION }, 'decision_deadline', 20)) {
            result.deadlines.push(deadlineOf('decision', d, day));
          }
        }
        return result;
      },
    } satisfies JournalService;
  },
  { name: 'journal-service', dependencies: ['db', 'lifecycle-service', 'notices-service', 'broker-service'] },
);
