/**
 * The files of a document or request (the rinkmenos tab; api/modules/files: /documents/:id/files,
 * /requests/:id/files). Listing and deleting go
 * through the API client; upload and download are multipart / binary, which the JSON client
 * does not speak, so they use fetch with the same bearer token, turn refusals into ApiError and
 * announce an upload's meta.message as the client does.
 */
import { deleteFile as deleteEndpoint, listFiles as listEndpoint, type AttachedFile } from '../../../domain/contracts/files';
import { announce, api } from '../../../lib/api/client';
import { call, endpointPath } from '../../../lib/api/call';
import { ApiError, type FieldError } from '../../../lib/api/api-error';
import { familyOf, type DocumentTabDocument } from '../../../lib/document-tabs';
import { i18n, translateServerText } from '../../../lib/i18n';
import { session } from '../../../lib/session';

/** The item whose files these are: its id and family (absent: a document). */
type Item = Pick<DocumentTabDocument, 'id' | 'family'>;

export type { AttachedFile };

/** The family of an item that carries files (documents and requests). */
const fileFamily = (item: Item) => (familyOf(item) === 'requests' ? 'requests' : 'documents');

export const filesKey = (item: Item) => endpointPath(listEndpoint(fileFamily(item)), { params: { id: item.id } });

export const listFiles = (item: Item) => call(listEndpoint(fileFamily(item)), { params: { id: item.id }, quiet: true });

export const deleteFile = (item: Item, fileId: number) => call(deleteEndpoint(fileFamily(item)), { params: { id: item.id, fileId }, quiet: true });

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
  const body = (await response.json()) as AttachedFile;
  // the server's meta.message says it was uploaded (data-ok, decision 0096)
  await announce(body);
  return body;
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
