/**
 * Saves a binary answer of the API (a certificate's PDF, a signed request's ASiC-E container)
 * as a download. Binary, so fetched with the bearer token rather than through the JSON client;
 * a refusal (409 not issued yet, 410 past the keeping period, 404 …) rejects with an ApiError
 * carrying the server's message key, for the caller to say in words.
 */
import { ApiError } from './api-error';
import { api } from './client';
import { session } from '../session';

/** The refusal of a binary call as an ApiError (its message: the server's key; not JSON: the generic one). */
async function refusal(response: Response): Promise<ApiError> {
  let key = 'errors.server';
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') key = body.message;
  } catch {
    // not JSON (a proxy's page): keep the generic message
  }
  return new ApiError(response.status, key, [], 'http', key);
}

/**
 * Fetches `path` (relative to the face's API base, e.g. `/certificates/5/pdf`) and hands the
 * body to the browser as a download named `fileName`.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const token = session.getToken();
  const response = await fetch(`${api.base}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  if (!response.ok) throw await refusal(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
