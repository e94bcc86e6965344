/**
 * Downloads the signed request (the ASiC-E container of the signature in force, GET
 * {base}/requests/:id/signature/container): binary, so fetch with the bearer token rather
 * than the JSON client; a refusal becomes an ApiError with the server's message key.
 */
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/api-error';
import { session } from '../../../lib/session';

export const containerPath = (id: number) => `${api.base}/requests/${id}/signature/container`;

/** Fetches the container and hands it to the browser as `prasymas-<id>.asice`. */
export async function downloadSignedRequest(id: number): Promise<void> {
  const token = session.getToken();
  const response = await fetch(containerPath(id), { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  if (!response.ok) {
    let key = 'errors.server';
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') key = body.message;
    } catch {
      // not JSON: keep the generic message
    }
    throw new ApiError(response.status, key, [], 'http', key);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `prasymas-${id}.asice`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
