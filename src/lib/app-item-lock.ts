/**
 * The app's one item locker (src/lib/item-lock.ts) on the API client, with the lock calls of
 * spec §7: `/document-lock {obj_id}` for documents, `/ntrpaslaugos/document-lock {pra_id}` for
 * requests, `/ntrpaslaugos/pazyma-lock {paz_id}` for certificates. `{lock:false}` without an id
 * (releasing every lock of the session) goes to the documents' endpoint.
 */
import { api } from './api/client';
import { createItemLocker, type LockSender, type LockState } from './item-lock';
import { session } from './session';

const ENDPOINTS = {
  request: { path: '/ntrpaslaugos/document-lock', idField: 'pra_id' },
  certificate: { path: '/ntrpaslaugos/pazyma-lock', idField: 'paz_id' },
} as const;

const send: LockSender = ({ kind, obj_id, lock }) => {
  const endpoint = kind ? ENDPOINTS[kind] : { path: '/document-lock', idField: 'obj_id' };
  const body = obj_id === undefined ? { lock } : { [endpoint.idField]: obj_id, lock };
  // quiet: a failed refresh is shown by the page (read-only notice), never as a snackbar every 50 s.
  return api.post<{ lock: LockState | null }>(endpoint.path, body, { quiet: true });
};

export const itemLock = createItemLocker({ send, signedIn: () => session.getToken() !== null });
