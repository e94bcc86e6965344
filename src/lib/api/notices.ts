/**
 * The notices API (api/modules/notices; contracts: src/domain/contracts/notices.ts) as every
 * face reads it: one received notice by its token (public — the unguessable token is the
 * key; the received-notice page, src/lib/received-notice.tsx) and the user's received
 * notices, newest first (the NTR services' and the portal's notice lists).
 */
import useSWR from 'swr';
import type { ResponseOf } from '../../domain/contracts/endpoint';
import { getNotice as noticeEndpoint, listReceivedNotices } from '../../domain/contracts/notices';
import type { NoticeContent } from '../../domain/notices/content';
import { call, endpointPath } from './call';

export type { NoticeContent };

/** A notice as GET {base}/notices/:token returns it; its content is the domain's NoticeContent (stored JSON). */
export type NoticeView = Omit<ResponseOf<typeof noticeEndpoint>, 'content'> & { content: NoticeContent };

/** One row of the received notices. */
export type ReceivedNotice = ResponseOf<typeof listReceivedNotices>['items'][number];

// quiet: a mistyped or stale link is no app error; the page says "not found" itself.
/** Reads the notice the token names (rejects with 404 for a wrong or stale token). */
export const getNotice = (token: string): Promise<NoticeView> =>
  // the content is the JSON the server stored from a NoticeContent (the contract serves it as an open object)
  call(noticeEndpoint, { params: { token }, quiet: true }).then(({ content, ...notice }) => ({ ...notice, content: content as unknown as NoticeContent }));

/** The SWR key of a page of received notices. */
export const receivedNoticesKey = (page: number, pageSize: number) => endpointPath(listReceivedNotices, { query: { page, pageSize } });

/** A page of the user's received notices, newest first (quiet: the page shows its own failure; `enabled` false: not asked). */
export function useReceivedNotices(page: number, pageSize: number, enabled = true) {
  return useSWR(enabled ? receivedNoticesKey(page, pageSize) : null, () => call(listReceivedNotices, { query: { page, pageSize }, quiet: true }));
}
