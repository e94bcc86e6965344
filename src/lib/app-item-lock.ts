/** The app's one item locker (src/lib/item-lock.ts) on the API client: `/api/document-lock`. */
import { api } from './api/client';
import { createItemLocker, type LockState } from './item-lock';
import { session } from './session';

// quiet: a failed refresh is shown by the page (read-only notice), never as a snackbar every 50 s.
export const itemLock = createItemLocker({
  send: (body) => api.post<{ lock: LockState | null }>('/document-lock', body, { quiet: true }),
  signedIn: () => session.getToken() !== null,
});
