/**
 * The self-service objects API (api/modules/self-service, portal only): the pledges, mortgages
 * and contracts the user is a party of, one object's read-only view, and the actions. Every
 * call is `quiet`: the pages show refusals themselves.
 */
import { api } from '../../lib/api/client';
import { pathOfKey } from '../../lib/api/fetcher';
import type { Status } from '../../domain/lifecycle/statuses';
import type { FieldError } from '../../domain/schema/field-errors';

export type ObjectKind = 'pledge' | 'mortgage' | 'contract';
export type Purpose = 'salis' | 'keitimas' | 'atpirkimas' | 'atpirkimo-atsaukimas' | 'automatinis' | 'pasibaigusios' | 'davejas';
export type ObjectAction =
  | 'perziureti'
  | 'keisti'
  | 'pranesti-apie-pakeitima'
  | 'isregistruoti'
  | 'pageidauti-atpirkti'
  | 'atsaukti-pageidavima'
  | 'neisregistruoti-automatiskai'
  | 'redaguoti'
  | 'pasirasyti'
  | 'salinti';

export interface FactView {
  at: string;
  byName: string;
}

export interface ObjectListItem {
  id: number;
  kind: ObjectKind;
  type: string;
  status: Status;
  version: number;
  registryNumber: string | null;
  registeredAt: string | null;
  roles: string[];
  parties: { role: string; name: string }[];
  endDate: string | null;
  facts: { repurchaseWish: FactView | null; noAutoDeregistration: FactView | null };
  allowedActions: ObjectAction[];
}

export interface ObjectView extends ObjectListItem {
  schemaVersion: string;
  data: Record<string, unknown>;
  own: boolean;
  noticeKind: 'pirminis' | 'pakeitimas' | 'nutraukimas';
  entry: { id: number; registryNumber: string | null } | null;
  basis: ChangeBasis | null;
  /** the entry's open change/termination notices (the user's own with their id) */
  openNotices: OpenNotice[];
  /** the top-level sections of the data the user may change now (own change notice); else [] */
  changeableSections: string[];
}

export interface OpenNotice {
  id: number | null;
  noticeKind: 'pakeitimas' | 'nutraukimas';
  status: Status;
  own: boolean;
}

export interface ObjectList {
  total: number;
  page: number;
  pageSize: number;
  items: ObjectListItem[];
}

/** spec §3 change/termination basis */
export interface ChangeBasis {
  pagrindas: string;
  aprasymas?: string;
  data: string;
  laikas?: string;
}

export interface ActionResult {
  id: number;
  status: string;
  version: number;
  allowedActions: ObjectAction[];
  created: { id: number; version: number } | null;
}

/** The SWR key (and path) of a list. */
export const objectsKey = (kind: ObjectKind, purpose: Purpose, page = 1) => pathOfKey(['/objects', { kind, purpose, page, pageSize: 50 }]);

export const listObjects = (key: string) => api.get<ObjectList>(key, { quiet: true });

export const objectKey = (id: number) => `/objects/${id}`;

export const getObject = (id: number) => api.get<ObjectView>(objectKey(id), { quiet: true });

/** Takes an action on the version the user saw (If-Match). */
export const actOnObject = (id: number, action: ObjectAction, version: number, form?: Record<string, unknown>) =>
  api.post<ActionResult>(`/objects/${id}/actions/${action}`, form ? { form } : {}, { quiet: true, headers: { 'If-Match': `"${version}"` } });

/** Replaces sections of the user's own change notice's data, on the version the user saw (null removes an optional one). */
export const changeObjectData = (id: number, version: number, data: Record<string, unknown>) =>
  api.put<{ id: number; version: number; issues: FieldError[] }>(`/objects/${id}/data`, { data }, { quiet: true, headers: { 'If-Match': `"${version}"` } });

/** The actions that take a change/termination basis (a dialog asks for it). */
export const TAKES_BASIS: readonly ObjectAction[] = ['keisti', 'pranesti-apie-pakeitima', 'isregistruoti', 'redaguoti'];
