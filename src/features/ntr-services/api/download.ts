/**
 * Downloads the signed request (the ASiC-E container of the signature in force, GET
 * {base}/requests/:id/signature/container) through src/lib/api/download.ts; a refusal
 * rejects with an ApiError carrying the server's message key.
 */
import { downloadFile } from '../../../lib/api/download';

/** Fetches the container and hands it to the browser as `prasymas-<id>.asice`. */
export const downloadSignedRequest = (id: number): Promise<void> => downloadFile(`/requests/${id}/signature/container`, `prasymas-${id}.asice`);
