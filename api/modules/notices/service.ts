/**
 * The notices service (app.notices): the notices a signed-in user received (their office's,
 * or their own without an office; in the portal, the person's or company's), one notice by
 * its unguessable token for the received-notice page /gautas-pranesimas/{token} (an open
 * route in both faces: whoever holds the link — e.g. from the e-mail — may read it), and who
 * was informed about a document (its informavimas tab).
 */
import type { ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import type { getNotice, ReceivedNotice as ReceivedNoticeWire } from '../../../src/domain/contracts/notices.js';
import type { Paged } from '../../../src/domain/contracts/shared.js';
import type { Answer } from '../../lib/contract-route.js';
import { notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import { FAMILY_FACTS, type Family } from '../items/families.js';
import { mayView } from '../items/policy.js';
import type { NoticeContent } from './notify.js';
import * as repo from './repository.js';
import { sentNoticeOf, type SentNotice } from './sent-notice.js';
import { pagedList } from '../../lib/paging.js';
import { servicePlugin } from '../../lib/service-plugin.js';

/** One received notice of a list (the contract's receivedNotice, src/domain/contracts/notices.ts; codes as plain strings). */
export type ReceivedNotice = Answer<ReceivedNoticeWire>;

/** A notice by its token (the contract's getNotice answer), its content the NoticeContent stored. */
export type NoticeView = Omit<Answer<ResponseOf<typeof getNotice>>, 'content'> & { content: NoticeContent };

export type { SentNotice } from './sent-notice.js';

export interface NoticesService {
  received(user: SessionUser, query: { page: number; pageSize: number; kind?: string[] }): Promise<Paged<ReceivedNotice>>;
  countReceived(user: SessionUser): Promise<number>;
  byToken(token: string): Promise<NoticeView>;
  /** who was informed about an item of the family (404 when invisible or of another family) */
  ofDocument(user: SessionUser, documentId: number, family?: Family): Promise<SentNotice[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notices: NoticesService;
  }
}

const filterOf = (user: SessionUser): repo.ReceivedFilter => ({
  face: user.face,
  userId: user.userId,
  officeId: user.officeId,
  personCode: user.personCode,
  companyCode: user.companyCode,
});

export default servicePlugin(
  'notices',
  async function noticesService(app, db) {
    return {
      received: (user, query) =>
        pagedList(
          query,
          (window) => repo.listReceived(db, filterOf(user), { ...window, kinds: query.kind }),
          (n) => {
            const content = JSON.parse(n.content) as NoticeContent;
            return {
              id: Number(n.id),
              token: n.token,
              kind: n.kind,
              createdAt: n.created_at,
              documentId: Number(n.document_id),
              documentType: content.documentType,
              noticeKind: content.noticeKind,
              registryNumber: content.registryNumber,
            };
          },
        ),

      countReceived: (user) => repo.countReceived(db, filterOf(user)),

      async byToken(token) {
        const n = await repo.findByToken(db, token);
        if (!n) throw notFound('errors.notice_not_found');
        return {
          token: n.token,
          kind: n.kind,
          channel: n.channel,
          recipientName: n.recipient_name,
          createdAt: n.created_at,
          content: JSON.parse(n.content) as NoticeContent,
        };
      },

      async ofDocument(user, documentId, family = 'documents') {
        const { row } = await app.itemCore.visible(user, family, documentId);
        // who was informed (names, e-mail addresses) is the filer's and the registry's business:
        // a provider who sees a registered entry only to act on it (decision 0095) does not see it
        if (!mayView(user, row)) throw notFound(FAMILY_FACTS[family].notFoundKey);
        return (await repo.noticesOfDocument(db, documentId)).map(sentNoticeOf);
      },
    } satisfies NoticesService;
  },
  { name: 'notices-service', dependencies: ['db', 'item-core'] },
);
