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

/** Take a named item's lock, release it, or release every lock of the session. */
type LockBody<F extends string> = ({ lock: true } & Record<F, number>) | ({ lock: false } & Partial<Record<F, number>>);

/**
 * The body of a lock call: the item under its endpoint's id field with `lock`; without an id,
 * `{lock:false}` — the release of every lock of the session (taking a lock always names an item).
 */
export function lockBody<F extends string>(idField: F, id: number | undefined, lock: boolean): LockBody<F> {
  if (id === undefined) return { lock: false };
  return { [idField]: id, lock } as LockBody<F>;
}

// quiet: a failed refresh is shown by the page (read-only notice), never as a snackbar every 50 s.
const send: LockSender = ({ kind, obj_id: id, lock }) => {
  if (kind === 'request') return call(lockRequest, { body: lockBody('pra_id', id, lock), quiet: true });
  if (kind === 'certificate') return call(lockCertificate, { body: lockBody('paz_id', id, lock), quiet: true });
  return call(lockDocument, { body: lockBody('obj_id', id, lock), quiet: true });
};

export const itemLock = createItemLocker({ send, signedIn: () => session.getToken() !== null });
