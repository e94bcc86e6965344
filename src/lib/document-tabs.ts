/**
 * Tabs of the document page (/dokumentas/:objektasID/<tab>) that are not data of the type's
 * layout — rinkmenos, registrui, informavimas for types without it, … — registered by the
 * feature that owns them, so the document page draws them without knowing those features.
 * Register in src/app/workplace/document-tabs.ts (the app is the composition root: features do
 * not import each other); the component is loaded only when its tab is opened.
 */
import type { ComponentType } from 'react';
import type { LockState } from './item-lock';

/** What the document page knows of the open document, given to every extra tab. */
export interface DocumentTabDocument {
  id: number;
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
  /** whether the tab applies to this document (default: every document) */
  appliesTo?: (document: DocumentTabDocument) => boolean;
  load: () => Promise<{ default: ComponentType<DocumentTabProps> }>;
}

const tabs = new Map<string, DocumentTab>();

/** Adds (or replaces, by id) an extra tab of the document page. */
export function registerDocumentTab(tab: DocumentTab): void {
  tabs.set(tab.id, tab);
}

/** The extra tabs that apply to a document, in order. */
export function documentTabsFor(document: DocumentTabDocument): DocumentTab[] {
  return [...tabs.values()].filter((t) => t.appliesTo?.(document) ?? true).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
