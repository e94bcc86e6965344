/**
 * The citizen's issued certificates (GET {base}/certificate-pdfs) and the PDF download
 * (GET {base}/certificates/:id/pdf through src/lib/api/download.ts; 409 not issued yet, 410
 * past the keeping period — a refusal becomes an ApiError with the server's message key).
 */
import useSWR from 'swr';
import { fetcher } from '../../../lib/api/client';
import { downloadFile } from '../../../lib/api/download';

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

/** Fetches the PDF (GET {base}/certificates/:id/pdf) and hands it to the browser under the server's file name. */
export const downloadCertificatePdf = (id: number, fileName: string): Promise<void> => downloadFile(`/certificates/${id}/pdf`, fileName);
