/** Generating an extract of an opened result (POST /api/extracts, src/domain/contracts/extracts.ts) and saving its PDF. */
import { generateExtract, getExtractPdf } from '../../../domain/contracts/extracts';
import type { ResponseOf } from '../../../domain/contracts/endpoint';
import { call, endpointPath } from '../../../lib/api/call';
import { downloadFile } from '../../../lib/api/download';

export type GeneratedExtract = ResponseOf<typeof generateExtract>;

export const generateEntryExtract = (documentId: number) => call(generateExtract, { body: { documentId } });
export const downloadEntryExtract = (e: Pick<GeneratedExtract, 'id' | 'failoVardas'>) =>
  downloadFile(endpointPath(getExtractPdf, { params: { id: e.id } }), e.failoVardas);
