/**
 * One received notice by its token: GET {base}/notices/:token (api/modules/notices; public —
 * the unguessable token is the key). The decision on a document or request, for the
 * received-notice page (src/lib/received-notice.tsx) at its workplace and portal addresses.
 */
import type { NoticeContent } from '../../domain/notices/content';
import { api } from './client';

export type { NoticeContent };

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
