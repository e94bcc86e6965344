/** The notice outbox and the local mailbox (contracts: src/domain/contracts/outbox.ts). */
import useSWR from 'swr';
import { getOutboxMessage, listMailbox, listOutbox, resendOutboxMessage } from '../../../../domain/contracts/outbox';
import type { QueryInputOf, ResponseOf } from '../../../../domain/contracts/endpoint';
import { call, endpointPath } from '../../../../lib/api/call';

export type OutboxQuery = QueryInputOf<typeof listOutbox>;
export type OutboxRow = ResponseOf<typeof listOutbox>['items'][number];
export type OutboxDetail = ResponseOf<typeof getOutboxMessage>;
export type MailboxMessage = ResponseOf<typeof listMailbox>['items'][number];

export const useOutbox = (query: OutboxQuery) => useSWR(endpointPath(listOutbox, { query }), () => call(listOutbox, { query }), { keepPreviousData: true });

export const useOutboxMessage = (id: number | null) =>
  useSWR(id === null ? null : endpointPath(getOutboxMessage, { params: { id } }), () => call(getOutboxMessage, { params: { id: id ?? 0 } }));

export const resend = (id: number) => call(resendOutboxMessage, { params: { id } });

export const useMailbox = (page: number, pageSize: number) =>
  useSWR(endpointPath(listMailbox, { query: { page, pageSize } }), () => call(listMailbox, { query: { page, pageSize } }), { keepPreviousData: true });
