/**
 * The citizen's issued certificates (GET {base}/certificate-pdfs) and the PDF download
 * (GET {base}/certificates/:id/pdf: binary, so fetched with the bearer token rather than the
 * JSON client; 409 not issued yet, 410 past the keeping period — a refusal becomes an
 * ApiError with the server's message key).
 */
import useSWR from 'swr';
import { api, fetcher } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/api-error';
import { session } from '../../../lib/session';

export interface IssuedCertificate {
  id: number;
  type: string;
  number: string;
  issuedAt: string;
  keepUntil: string;
  /** false once the keeping period is over */
  available: boolean;
  fileName: string;
  size: number;
}

export const issuedKey = '/certificate-pdfs';

export const useIssuedCertificates = (enabled = true) => useSWR<{ items: IssuedCertificate[] }>(enabled ? issuedKey : null, fetcher);

export const pdfPath = (id: number) => `${api.base}/certificates/${id}/pdf`;

/** Fetches the PDF and hands it to the browser under the server's file name. */
export async function downloadCertificatePdf(id: number, fileName: string): Promise<void> {
  const token = session.getToken();
  const response = await fetch(pdfPath(id), { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
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
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // after the click has started the download
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
