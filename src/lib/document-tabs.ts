/**
 * Tabs of the document page (/dokumentas/:objektasID/<tab>) that are not data of the type's
 * layout — rinkmenos, registrui, informavimas for types without it, … — registered by the
 * feature that owns them, so the document page draws them without knowing those features.
 * Register in src/app/workplace/document-tabs.ts (the app is the composition root: features do
 * not import each other); the component is loaded only when its tab is opened.
 */
import type { ComponentType } from 'react';
import type { ItemFamily } from './api/items';
import type { LockState } from './item-lock';

/** What the document page knows of the open document, given to every extra tab. */
export interface DocumentTabDocument {
  id: number;
  /** the catalogue family of the item (its API path); absent: a document */
  family?: ItemFamily;
  type: string;
  status: string;
  version: number;
  editable: boolean;
  allowedActions: readonly string[];
  lock: LockState | null;
}

export interface DocumentTabProps {
  document: DocumentTabDocument;
  /** true when this user may not change the document now (no right, or someone else's lock) */
  readOnly: boolean;
  /** re-reads the document (after a status action, …) */
  reload: () => void;
  /** URL segments after the tab */
  rest: readonly string[];
}

export interface DocumentTab {
  /** the URL segment, e.g. 'registrui' */
  id: string;
  /** translation key of the tab's title (namespace:key allowed) */
  titleKey: string;
  /** tabs are ordered by this, after the layout's tabs (rinkmenos is 100) */
  order: number;
  /**
   * the item families whose pages show this tab (default: documents only): the request page
   * (/prasymas/{id}) draws the tabs registered for 'requests' the same way
   */
  families?: readonly ItemFamily[];
  /** whether the tab applies to this document (default: every document) */
  appliesTo?: (document: DocumentTabDocument) => boolean;
  load: () => Promise<{ default: ComponentType<DocumentTabProps> }>;
}

const tabs = new Map<string, DocumentTab>();

/** Adds (or replaces, by id) an extra tab of the document page (and of other families' pages it names). */
export function registerDocumentTab(tab: DocumentTab): void {
  tabs.set(tab.id, tab);
}

/** The family of an item given to a tab ('documents' when the page did not say). */
export const familyOf = (document: Pick<DocumentTabDocument, 'family'>): ItemFamily => document.family ?? 'documents';

/** The extra tabs that apply to an item (of its family), in order. */
export function documentTabsFor(document: DocumentTabDocument): DocumentTab[] {
  const family = familyOf(document);
  return [...tabs.values()]
    .filter((t) => (t.families ?? ['documents']).includes(family) && (t.appliesTo?.(document) ?? true))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
