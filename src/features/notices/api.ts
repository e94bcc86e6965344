/** The notices API (api/modules/notices): one received notice by its token (public), the user's received notices. */
import { api } from '../../lib/api/client';

export interface NoticeContent {
  documentId: number;
  documentType: string;
  noticeKind: string;
  status: string;
  decidedAt: string;
  decidedBy: string;
  providerName: string;
  registryNumber: string | null;
  entryRegistryNumber: string | null;
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

// quiet: the page says "not found" itself (a mistyped or stale link is no app error).
export const getNotice = (token: string) => api.get<NoticeView>(`/notices/${encodeURIComponent(token)}`, { quiet: true });
