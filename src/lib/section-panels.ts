/**
 * Panels a feature adds to a layout tab of the document page, above the tab's form (the assets
 * feature's upload, lookups and total on `turtas`). Like src/lib/document-tabs.ts: registered
 * by the composition root (src/app/workplace/document-tabs.ts), loaded when the tab opens.
 */
import type { ComponentType } from 'react';
import type { DocumentTabDocument, DocumentTabProps } from './document-tabs';

export interface SectionPanel {
  /** a unique id of the panel */
  id: string;
  /** the layout section (tab id) it is drawn on */
  section: string;
  /** whether it applies to this document (default: every document with that tab) */
  appliesTo?: (document: DocumentTabDocument) => boolean;
  load: () => Promise<{ default: ComponentType<DocumentTabProps> }>;
}

const panels = new Map<string, SectionPanel>();

/** Adds (or replaces, by id) a panel of a layout tab. */
export function registerSectionPanel(panel: SectionPanel): void {
  panels.set(panel.id, panel);
}

/** The panels drawn on a layout tab of this document. */
export const sectionPanelsFor = (section: string, document: DocumentTabDocument): SectionPanel[] =>
  [...panels.values()].filter((p) => p.section === section && (p.appliesTo?.(document) ?? true));
