/**
 * The notices API (api/modules/notices) as the NTR services use it: the user's received
 * notices (GET {base}/notices). One notice by its token is src/lib/api/notices.ts.
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

export const noticesKey = (page: number, pageSize: number) => `/notices?page=${page}&pageSize=${pageSize}`;

/** The received notices, newest first (quiet: the page shows its own failure). */
export function useNotices(page: number, pageSize: number, enabled: boolean) {
  return useSWR<NoticePage>(enabled ? noticesKey(page, pageSize) : null, () => api.get<NoticePage>(noticesKey(page, pageSize), { quiet: true }));
}
