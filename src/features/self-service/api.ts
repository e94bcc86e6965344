/**
 * The self-service objects API (api/modules/self-service, portal only): the pledges, mortgages
 * and contracts the user is a party of, one object's read-only view, and the actions. Every
 * call is `quiet`: the pages show refusals themselves.
 */
import type { ResponseOf } from '../../domain/contracts/endpoint';
import {
  actOnObject as actEndpoint,
  changeObjectData as changeDataEndpoint,
  getObject as getObjectEndpoint,
  listObjects as listEndpoint,
  type ObjectKind,
  type Purpose,
  type SelfServiceAction,
} from '../../domain/contracts/self-service';
import { call, endpointPath } from '../../lib/api/call';

export type { ChangeBasis } from '../../domain/contracts/lifecycle';
export type { ObjectKind, ObjectListItem, OpenNotice, Purpose } from '../../domain/contracts/self-service';
export { TAKES_BASIS } from '../../domain/contracts/self-service';
export type ObjectAction = SelfServiceAction;
/** The actions taken by a call (viewing is the GET). */
export type TakenAction = Exclude<ObjectAction, 'perziureti'>;
export type ObjectView = ResponseOf<typeof getObjectEndpoint>;
export type ActionResult = ResponseOf<typeof actEndpoint>;

const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

const listQuery = (kind: ObjectKind, purpose: Purpose, page = 1) => ({ kind, purpose, page, pageSize: 50 });

/** The SWR key (and path) of a list. */
export const objectsKey = (kind: ObjectKind, purpose: Purpose, page = 1) => endpointPath(listEndpoint, { query: listQuery(kind, purpose, page) });

export const listObjects = (kind: ObjectKind, purpose: Purpose, page = 1) => call(listEndpoint, { query: listQuery(kind, purpose, page), quiet: true });

export const objectKey = (id: number) => endpointPath(getObjectEndpoint, { params: { id } });

export const getObject = (id: number) => call(getObjectEndpoint, { params: { id }, quiet: true });

/** Takes an action on the version the user saw (If-Match). */
export const actOnObject = (id: number, action: TakenAction, version: number, form?: Record<string, unknown>) =>
  call(actEndpoint, { params: { id, action }, body: form ? { form } : {}, quiet: true, headers: ifMatch(version) });

/** Replaces sections of the user's own change notice's data, on the version the user saw (null removes an optional one). */
export const changeObjectData = (id: number, version: number, data: Record<string, unknown>) =>
  call(changeDataEndpoint, { params: { id }, body: { data }, quiet: true, headers: ifMatch(version) });
