/**
 * The lifecycle API (api/modules/lifecycle, api/modules/notices): the registrui view, actions,
 * history, sent notices — of any item family: a document's under /documents/:id/…, a
 * request's under /requests/:id/… (one server engine, parameterised by family).
 */
import { restoreEntry } from '../../domain/contracts/archive';
import { startChange } from '../../domain/contracts/lifecycle';
import type { ChangeKind } from '../../domain/lifecycle/notice-kinds';
import type { Action } from '../../domain/lifecycle/statuses';
import { call } from '../../lib/api/call';
import { actOnItem } from '../../lib/api/items';
import { tabItemPath } from '../../lib/api/items';
import { familyOf, type DocumentTabDocument } from '../../lib/document-tabs';

import type { ActionResult, LifecycleView } from '../../domain/contracts/lifecycle';

export type { ActionResult, HistoryView, LifecycleView, SigningState } from '../../domain/contracts/lifecycle';
export type ActionView = LifecycleView['actions'][number];

/** A notice sent about this item (its informavimas tab). */
export type { SentNotice } from '../../domain/contracts/notices';

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

/**
 * Starts a change, address change or termination notice of a registered entry with its basis
 * (quiet: the dialog shows every refusal itself). Answers the new notice's id and version.
 */
export const startEntryNotice = (entry: ItemRef, kind: ChangeKind, basis: Record<string, string>) =>
  call(startChange, { params: { id: entry.id }, body: { kind, pagrindas: basis }, quiet: true });

/**
 * The archive restore (`atkurimas`) of a deregistered entry, with the reason (quiet: the dialog
 * shows a refusal itself; the success message is the server's meta.message).
 */
export const restoreArchivedEntry = (entry: ItemRef, reason: string) => call(restoreEntry, { params: { id: entry.id }, body: { reason }, quiet: true });
