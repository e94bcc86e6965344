/** The broker, the registers and the stand-ins' switches (contracts: src/domain/contracts/broker.ts). */
import useSWR from 'swr';
import {
  getBrokerMessage,
  getBrokerSummary,
  listBrokerMessages,
  listRegisters,
  requeueBrokerMessage,
  retryBrokerMessage,
  setStandInFailing,
} from '../../../../domain/contracts/broker';
import type { QueryInputOf, ResponseOf } from '../../../../domain/contracts/endpoint';
import type { BrokerSystem } from '../../../../domain/broker/systems';
import { call, endpointPath } from '../../../../lib/api/call';

export type BrokerQuery = QueryInputOf<typeof listBrokerMessages>;
export type BrokerMessage = ResponseOf<typeof listBrokerMessages>['items'][number];
export type SystemState = ResponseOf<typeof listRegisters>['systems'][number];

export const useBrokerSummary = () => useSWR(endpointPath(getBrokerSummary, {}), () => call(getBrokerSummary, {}));

export const useBrokerMessages = (query: BrokerQuery) =>
  useSWR(endpointPath(listBrokerMessages, { query }), () => call(listBrokerMessages, { query }), { keepPreviousData: true });

export const useBrokerMessage = (id: number | null) =>
  useSWR(id === null ? null : endpointPath(getBrokerMessage, { params: { id } }), () => call(getBrokerMessage, { params: { id: id ?? 0 } }));

export const retryMessage = (id: number) => call(retryBrokerMessage, { params: { id } });
export const requeueMessage = (id: number) => call(requeueBrokerMessage, { params: { id } });

export const useRegisters = () => useSWR(endpointPath(listRegisters, {}), () => call(listRegisters, {}));

export const switchFailing = (system: BrokerSystem, failing: boolean) => call(setStandInFailing, { params: { system }, body: { failing } });
