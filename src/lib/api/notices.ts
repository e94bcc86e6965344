/**
 * One received notice by its token: GET {base}/notices/:token (api/modules/notices; public —
 * the unguessable token is the key). The decision on a document or request, for the
 * received-notice page (src/lib/received-notice.tsx) at its workplace and portal addresses.
 */
import { api } from './client';

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
  /** the return's form (reasons), when the document was returned */
  grazinimas?: Record<string, unknown>;
  /** the rejection's form, when it was rejected */
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

// quiet: a mistyped or stale link is no app error; the page says "not found" itself.
/** Reads the notice the token names (rejects with 404 for a wrong or stale token). */
export const getNotice = (token: string) => api.get<NoticeView>(`/notices/${encodeURIComponent(token)}`, { quiet: true });
