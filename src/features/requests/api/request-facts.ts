/**
 * What the request page's own tabs show besides the type's data: the lifecycle facts (GET
 * /requests/:id/lifecycle) and the audit trail (GET /requests/:id/history) — the same
 * resources (and SWR keys) the lifecycle feature's registravimas and istorija tabs read, so
 * opening one after the other costs no second call. Only the fields read here are typed.
 */
import useSWR from 'swr';
import { fetcher } from '../../../lib/api/client';
import { tabItemPath } from '../../../lib/api/items';
import type { DocumentTabDocument } from '../../../lib/document-tabs';
import type { HistoryView, LifecycleView } from '../../../domain/contracts/lifecycle';

/** The lifecycle facts the request page reads (the contract's lifecycleView, src/domain/contracts/lifecycle.ts). */
export type RequestLifecycleFacts = Pick<
  LifecycleView,
  'status' | 'registryNumber' | 'registeredAt' | 'transferredAt' | 'decisionDeadline' | 'returnedAt' | 'correctionDeadline' | 'signing'
>;

/** One audit event (the contract's historyView). */
export type RequestHistoryEvent = HistoryView['events'][number];

/** The lifecycle facts and the audit events of a request (each undefined while loading). */
export function useRequestFacts(item: Pick<DocumentTabDocument, 'id' | 'family'>) {
  const path = tabItemPath(item);
  const lifecycle = useSWR<RequestLifecycleFacts>(`${path}/lifecycle`, fetcher);
  const history = useSWR<Pick<HistoryView, 'events'>>(`${path}/history`, fetcher);
  return { lifecycle: lifecycle.data, events: history.data?.events, error: lifecycle.error ?? history.error };
}

/** The first event of an action (e.g. 'document.create', 'lifecycle.perduoti'), or the latest with `last`. */
export function eventOf(events: readonly RequestHistoryEvent[] | undefined, action: string, last = false): RequestHistoryEvent | undefined {
  const found = (events ?? []).filter((e) => e.action === action);
  return last ? found.at(-1) : found[0];
}
