/**
 * Calls an endpoint from its contract (src/domain/contracts): the path is filled from typed
 * params, the query string from the typed query, the body is the contract's body type and
 * the answer its 2xx response type. Goes through the one API client (./client.ts), so the
 * status handling of create-api-client.ts applies unchanged.
 */
import type { Contract, Wire } from '../../domain/contracts/endpoint';
import { api } from './client';
import type { RequestOptions } from './create-api-client';
import { pathOfKey, type QueryValue } from './fetcher';

type Field<Name extends string, T> = [T] extends [undefined] ? { [K in Name]?: never } : { [K in Name]: T };

/** What a call of the endpoint carries: params/query/body as its contract says, and the client's options. */
export type CallInput<W extends Wire> = Field<'params', W['params']> &
  Field<'query', W['queryInput']> &
  Field<'body', W['body']> &
  Omit<RequestOptions, 'body'>;

/** Arguments of a call: none needed when the endpoint has no params, query or body. */
export type CallArgs<W extends Wire> = [W['params'], W['queryInput'], W['body']] extends [undefined, undefined, undefined]
  ? [input?: CallInput<W>]
  : [input: CallInput<W>];

interface UntypedInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
}

/** The path of the endpoint with its params filled in and its query appended (also the SWR key). */
export function endpointPath<W extends Wire>(endpoint: Contract<W>, ...[input]: CallArgs<W>): string {
  const { params, query } = (input ?? {}) as UntypedInput;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  return query ? pathOfKey([path, query as Record<string, QueryValue>]) : path;
}

/** Calls the endpoint; resolves with its typed answer, rejects with an ApiError. */
export function call<W extends Wire>(endpoint: Contract<W>, ...args: CallArgs<W>): Promise<W['response']> {
  const { params: _params, query: _query, ...options } = (args[0] ?? {}) as UntypedInput & RequestOptions;
  return api.request<W['response']>(endpoint.method, endpointPath(endpoint, ...args), options);
}
