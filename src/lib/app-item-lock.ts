/**
 * The app's one item locker (src/lib/item-lock.ts) on the API client, with the lock calls of
 * spec §7: `/document-lock {obj_id}` for documents, `/ntrpaslaugos/document-lock {pra_id}` for
 * requests, `/ntrpaslaugos/pazyma-lock {paz_id}` for certificates. `{lock:false}` without an id
 * (releasing every lock of the session) goes to the documents' endpoint.
 */
import { lockCertificate, lockDocument, lockRequest } from '../domain/contracts/locks';
import { call } from './api/call';
import { createItemLocker, type LockSender } from './item-lock';
import { session } from './session';

// quiet: a failed refresh is shown by the page (read-only notice), never as a snackbar every 50 s.
const send: LockSender = ({ kind, obj_id: id, lock }) => {
  // lock: true names the item; lock: false without an id releases every lock of the session
  const on = lock && id !== undefined;
  if (kind === 'request') return call(lockRequest, { body: on ? { pra_id: id, lock: true } : id === undefined ? { lock: false } : { pra_id: id, lock: false }, quiet: true });
  if (kind === 'certificate') return call(lockCertificate, { body: on ? { paz_id: id, lock: true } : id === undefined ? { lock: false } : { paz_id: id, lock: false }, quiet: true });
  return call(lockDocument, { body: on ? { obj_id: id, lock: true } : id === undefined ? { lock: false } : { obj_id: id, lock: false }, quiet: true });
};

export const itemLock = createItemLocker({ send, signedIn: () => session.getToken() !== null });
