/**
 * The files of a document or request (the rinkmenos tab; api/modules/files: /documents/:id/files,
 * /requests/:id/files). Listing and deleting go
 * through the API client; upload and download are multipart / binary, which the JSON client
 * does not speak, so they use fetch with the same bearer token and turn refusals into ApiError.
 */
import { api } from '../../../lib/api/client';
import { ApiError, type FieldError } from '../../../lib/api/api-error';
import { tabItemPath, type DocumentTabDocument } from '../../../lib/document-tabs';
import { i18n, translateServerText } from '../../../lib/i18n';
import { session } from '../../../lib/session';

/** The item whose files these are: its id and family (absent: a document). */
type Item = Pick<DocumentTabDocument, 'id' | 'family'>;

export interface AttachedFile {
  id: number;
  name: string;
  format: 'pdf' | 'asice' | 'adoc';
  contentType: string;
  size: number;
  sha256: string;
  uploadedAt: string;
  uploadedBy: { userId: number; name: string };
  /** an ASiC-E or ADOC file's signatures as the server checked them; null for a PDF */
  signature: { valid: boolean; reason: string | null; signers: { name: string; signedAt: string }[] } | null;
}

export const filesKey = (item: Item) => `${tabItemPath(item)}/files`;

export const listFiles = (item: Item) => api.get<{ items: AttachedFile[] }>(filesKey(item), { quiet: true });

export const deleteFile = (item: Item, fileId: number) => api.delete<void>(`${filesKey(item)}/${fileId}`, { quiet: true });

const authHeaders = (): Record<string, string> => {
  const token = session.getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

async function refusal(response: Response): Promise<ApiError> {
  let key = 'errors.server';
  let errors: FieldError[] = [];
  let params: Record<string, unknown> | undefined;
  try {
    const body = (await response.json()) as { message?: string; errors?: FieldError[] };
    if (typeof body.message === 'string') key = body.message;
    if (Array.isArray(body.errors)) errors = body.errors;
    params = errors[0]?.params;
  } catch {
    // not JSON (a proxy's page): the generic message
  }
  return new ApiError(response.status, translateServerText(i18n, key, params), errors, 'http', key);
}

/** Uploads one file (the server decides the format by content). */
export async function uploadFile(item: Item, file: File): Promise<AttachedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`${api.base}${filesKey(item)}`, { method: 'POST', headers: authHeaders(), body: form, credentials: 'same-origin' });
  if (!response.ok) throw await refusal(response);
  return (await response.json()) as AttachedFile;
}

/** Downloads a file and hands it to the browser as a download with its name. */
export async function downloadFile(item: Item, file: AttachedFile): Promise<void> {
  const response = await fetch(`${api.base}${filesKey(item)}/${file.id}`, { headers: authHeaders(), credentials: 'same-origin' });
  if (!response.ok) throw await refusal(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
