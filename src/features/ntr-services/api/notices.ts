/**
 * The notices API (api/modules/notices) as the NTR services use it: the user's received
 * notices (GET {base}/notices) and one notice by its token (GET {base}/notices/:token, public).
 */
import useSWR from 'swr';
import { api } from '../../../lib/api/client';

export interface NoticeRow {
  id: number;
  token: string;
  kind: string;
  createdAt: string;
  documentId: number;
  documentType: string;
  noticeKind: string;
  registryNumber: string | null;
}

export interface NoticePage {
  total: number;
  page: number;
  pageSize: number;
  items: NoticeRow[];
}

export interface NoticeContent {
  documentId: number;
  documentType: string;
  status: string;
  decidedAt: string;
  decidedBy: string;
  registryNumber: string | null;
  grazinimas?: Record<string, unknown>;
  atmetimas?: Record<string, unknown>;
}

export interface NoticeView {
  token: string;
  kind: string;
  channel: string;
  recipientName: string | null;
  createdAt: string;
  content: NoticeContent;
}

export const noticesKey = (page: number, pageSize: number) => `/notices?page=${page}&pageSize=${pageSize}`;

/** The received notices, newest first (quiet: the page shows its own failure). */
export function useNotices(page: number, pageSize: number, enabled: boolean) {
  return useSWR<NoticePage>(enabled ? noticesKey(page, pageSize) : null, () => api.get<NoticePage>(noticesKey(page, pageSize), { quiet: true }));
}

// quiet: a mistyped or stale link is no app error; the page says "not found".
export const getNotice = (token: string) => api.get<NoticeView>(`/notices/${encodeURIComponent(token)}`, { quiet: true });

export function useNotice(token: string) {
  return useSWR<NoticeView>(['ntr-notice', token], () => getNotice(token), { revalidateOnFocus: false });
}
