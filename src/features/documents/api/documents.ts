/** The documents API (api/modules/documents): create, read and save with the version (If-Match). */
import type { DocumentData } from '../../../form/engine/document-store';
import { api } from '../../../lib/api/client';
import type { FieldError } from '../../../lib/api/api-error';
import type { DocumentTabDocument } from '../../../lib/document-tabs';

export interface DocumentView extends DocumentTabDocument {
  schemaVersion: string;
  data: DocumentData;
  createdAt?: string;
  updatedAt?: string;
}

export interface Saved {
  id: number;
  version: number;
  /** business-check findings (warnings) the server reported */
  issues: FieldError[];
}

// quiet: the page shows 404/409/412/422 itself (not found, locked, stale, field errors).
export const getDocument = (id: number) => api.get<DocumentView>(`/documents/${id}`, { quiet: true });

export const createDocument = (type: string, data: DocumentData) => api.post<Saved>('/documents', { type, data }, { quiet: true });

/** Saves the data over the version the page last read (412 when someone saved since). */
export const saveDocument = (id: number, version: number, data: DocumentData) =>
  api.put<Saved>(`/documents/${id}`, { data }, { quiet: true, headers: { 'If-Match': `"${version}"` } });
