/**
 * The lifecycle API (api/modules/lifecycle, api/modules/notices): the registrui view, actions,
 * history, sent notices — of any item family: a document's under /documents/:id/…, a
 * request's under /requests/:id/… (one server engine, parameterised by family).
 */
import type { NoticeItem } from '../../domain/journal/items';
import type { ChangeKind } from '../../domain/lifecycle/notice-kinds';
import type { Action } from '../../domain/lifecycle/statuses';
import { actOnItem } from '../../lib/api/items';
import type { FieldError } from '../../lib/api/api-error';
import { familyOf, tabItemPath, type DocumentTabDocument } from '../../lib/document-tabs';

export interface SigningState {
  type: string;
  transactionId: string;
  status: 'pending' | 'signed' | 'failed' | 'cancelled';
  provider: string;
  signerName: string | null;
  itemVersion: number;
  digest: string | null;
  createdAt: string;
  signedAt: string | null;
  cancelledAt: string | null;
  coversCurrentData: boolean;
}

export interface ActionView {
  action: Action;
  confirmKey: string;
  /** the form's $id (src/domain/lifecycle/forms) */
  form: string;
  criticalKey: string | null;
  missedDeadlineReasonRequired: boolean;
}

export interface LifecycleView {
  id: number;
  status: string;
  version: number;
  noticeKind: string | null;
  registryNumber: string | null;
  registeredAt: string | null;
  registeredVersion: number | null;
  transferredAt: string | null;
  decisionDeadline: string | null;
  returnedAt: string | null;
  correctionDeadline: string | null;
  allowedActions: Action[];
  actions: ActionView[];
  /** the notices the user may start on this registered entry (its type's role lists, spec §6) */
  entryActions: ChangeKind[];
  defaults: { grazinti?: { terminas: string } };
  checks: FieldError[];
  signing: SigningState | null;
}

export interface ActionResult {
  id: number;
  status: string;
  version: number;
  allowedActions: Action[];
  issues: FieldError[];
  registryNumber: string | null;
}

export interface HistoryView {
  id: number;
  registeredVersion: number | null;
  versions: { version: number; status: string; action: string | null; registryNumber: string | null; registered: boolean; at: string; actorName: string | null }[];
  events: { at: string; action: string; actorName: string | null; fromState: string | null; toState: string | null; reason: string | null }[];
  changes: { documentId: number; noticeKind: string; status: string; registryNumber: string | null; registeredAt: string | null; createdAt: string }[];
}

/** A notice sent about this item (its history tab): the journal's row without the item's own facts. */
export type SentNotice = Omit<NoticeItem, 'documentId' | 'documentType' | 'registryNumber'>;

/** Which item: its id and family (absent family: a document). */
export type ItemRef = Pick<DocumentTabDocument, 'id' | 'family'>;

export const lifecyclePath = (item: ItemRef) => `${tabItemPath(item)}/lifecycle`;
export const historyPath = (item: ItemRef) => `${tabItemPath(item)}/history`;
export const documentNoticesPath = (item: ItemRef) => `${tabItemPath(item)}/notices`;

/**
 * Takes a status action on the version the user saw (If-Match). quiet: the dialog shows
 * every refusal itself (critical errors with their list, field errors under the fields).
 */
export const takeAction = (item: ItemRef, action: Action, version: number, form: Record<string, string> | undefined): Promise<ActionResult> =>
  actOnItem(familyOf(item), item.id, action, version, form);
