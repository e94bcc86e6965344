/**
 * The citizen's issued certificates (GET {base}/certificate-pdfs) and the PDF download
 * (GET {base}/certificates/:id/pdf through src/lib/api/download.ts; 409 not issued yet, 410
 * past the keeping period — a refusal becomes an ApiError with the server's message key).
 */
import useSWR from 'swr';
import type { ResponseOf } from '../../../domain/contracts/endpoint';
import { getCertificatePdf, listIssuedCertificates } from '../../../domain/contracts/certificates';
import { call, endpointPath } from '../../../lib/api/call';
import { downloadFile } from '../../../lib/api/download';

export type IssuedCertificate = ResponseOf<typeof listIssuedCertificates>['items'][number];

export const issuedKey = endpointPath(listIssuedCertificates);

export const useIssuedCertificates = (enabled = true) => useSWR(enabled ? issuedKey : null, () => call(listIssuedCertificates));

/** Fetches the PDF (GET {base}/certificates/:id/pdf) and hands it to the browser under the server's file name. */
export const downloadCertificatePdf = (id: number, fileName: string): Promise<void> =>
  downloadFile(endpointPath(getCertificatePdf, { params: { id } }), fileName);
