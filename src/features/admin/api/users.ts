/** Users, offices and sessions of the teises section (contracts: src/domain/contracts/acl.ts). */
import useSWR from 'swr';
import { createUser, endUserSessions, listOffices, listUserSessions, listUsers, updateUser, type getUser } from '../../../domain/contracts/acl';
import type { BodyOf, QueryInputOf, ResponseOf } from '../../../domain/contracts/endpoint';
import { call, endpointPath } from '../../../lib/api/call';

export type AdminUser = ResponseOf<typeof getUser>;
export type UserListQuery = QueryInputOf<typeof listUsers>;
export type NewUser = BodyOf<typeof createUser>;
export type UserChange = BodyOf<typeof updateUser>;

export const useUsers = (query: UserListQuery) => useSWR(endpointPath(listUsers, { query }), () => call(listUsers, { query }), { keepPreviousData: true });

export const useOffices = () => useSWR(endpointPath(listOffices), () => call(listOffices));

export const useUserSessions = (id: number | null) =>
  useSWR(id === null ? null : endpointPath(listUserSessions, { params: { id } }), () => call(listUserSessions, { params: { id: id! } }));

export const saveNewUser = (body: NewUser) => call(createUser, { body });
export const saveUser = (id: number, body: UserChange) => call(updateUser, { params: { id }, body });
export const endSessions = (id: number, sessionId?: number) => call(endUserSessions, { params: { id }, body: sessionId === undefined ? {} : { sessionId } });
