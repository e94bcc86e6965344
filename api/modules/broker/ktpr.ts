/**
 * KTPR notices (decision 0101): the journal tab ktpr-pranesimai's page, one notice, and its
 * acknowledgement by a registrar (audited, once). Who reads them is the tab's feature
 * (registryNotifications), checked by the journal and the routes; who acknowledges is
 * src/domain/broker/ktpr.ts.
 */
import type { Kysely } from 'kysely';
import { mayAcknowledgeKtpr } from '../../../src/domain/broker/ktpr.js';
import { KTPR_SORTS } from '../../../src/domain/contracts/ktpr.js';
import type { Paged } from '../../../src/domain/contracts/shared.js';
import type { Database } from '../../db/schema.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import { acknowledgeKtpr, findKtpr, listKtpr, type KtprSort } from './ktpr-repository.js';
import { ktprView, type KtprView } from './views.js';
import { pagedList } from '../../lib/paging.js';

export interface KtprQuery {
  page: number;
  pageSize: number;
  sort?: string;
  direction?: 'asc' | 'desc';
  status?: string[];
  q?: string;
}

export type KtprDetail = KtprView & { documentType: string; brokerMessageId: number; content: Record<string, unknown>; mayAcknowledge: boolean };

export interface KtprService {
  /** The journal tab's page, newest first by default; 400 errors.sort_not_available / errors.status_not_in_list. */
  page(q: KtprQuery): Promise<Paged<KtprView>>;
  /** 404 errors.ktpr_notice_not_found */
  detail(user: SessionUser, id: number): Promise<KtprDetail>;
  /** 403 errors.ktpr_acknowledge_forbidden, 409 errors.ktpr_already_acknowledged */
  acknowledge(user: SessionUser, id: number, origin: AuditOrigin): Promise<KtprDetail>;
}

const STATES = ['neperskaitytas', 'perskaitytas'];

export function ktprService(db: Kysely<Database>, now: () => Date): KtprService {
  async function detail(user: SessionUser, id: number): Promise<KtprDetail> {
    const row = await findKtpr(db, id);
    if (!row) throw notFound('errors.ktpr_notice_not_found');
    return {
      ...ktprView(row),
      documentType: row.type_id,
      brokerMessageId: Number(row.broker_message_id),
      content: JSON.parse(row.content) as Record<string, unknown>,
      mayAcknowledge: row.acknowledged_at === null && mayAcknowledgeKtpr(user.roles),
    };
  }
  return {
    async page(q) {
      const sort = (q.sort ?? 'received_at') as KtprSort;
      if (!(KTPR_SORTS as readonly string[]).includes(sort)) throw badRequest('errors.sort_not_available');
      if (q.status?.some((s) => !STATES.includes(s))) throw badRequest('errors.status_not_in_list');
      return pagedList(q, (window) => listKtpr(db, { states: q.status, q: q.q }, { sort, direction: q.direction ?? 'desc', ...window }), ktprView);
    },
    detail,
    async acknowledge(user, id, origin) {
      if (!mayAcknowledgeKtpr(user.roles)) throw forbidden('errors.ktpr_acknowledge_forbidden');
      if (!(await findKtpr(db, id))) throw notFound('errors.ktpr_notice_not_found');
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await acknowledgeKtpr(trx, id, { id: user.userId, name: user.displayName }, at))) throw conflict('errors.ktpr_already_acknowledged');
        await writeAudit(trx, at, origin, {
          action: 'ktpr.acknowledge',
          actorId: user.userId,
          actorName: user.username,
          objectType: 'ktpr_notice',
          objectId: id,
          fromState: 'neperskaitytas',
          toState: 'perskaitytas',
        });
      });
      return detail(user, id);
    },
  };
}
