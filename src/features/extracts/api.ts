/** The extracts' API (api/modules/extracts; contracts: src/domain/contracts/extracts.ts and cart.ts): one function per endpoint the pages call. */
import { confirmCartItems, getCartItems, payCartItems } from '../../domain/contracts/cart';
import type { ResponseOf } from '../../domain/contracts/endpoint';
import { approveOrder, checkExtractPdf, getExtractPdf, getVerification, listApprovals, listExtracts, orderExtract } from '../../domain/contracts/extracts';
import { downloadFile } from '../../lib/api/download';
import { call, endpointPath } from '../../lib/api/call';

export type Verification = ResponseOf<typeof getVerification>;
export type Approval = ResponseOf<typeof listApprovals>['items'][number];
export type Cart = ResponseOf<typeof getCartItems>;

// quiet: the verification page says "not found" itself
export const verify = (code: string) => call(getVerification, { params: { code }, quiet: true });
export const checkPdf = (code: string, pdf: string) => call(checkExtractPdf, { params: { code }, body: { pdf } });
export const approvalsKey = endpointPath(listApprovals);
export const getApprovals = () => call(listApprovals);
export const approve = (id: number) => call(approveOrder, { params: { id } });
export const order = (documentId: number) => call(orderExtract, { body: { documentId } });
export const cartKey = endpointPath(getCartItems);
export const getCart = () => call(getCartItems);
export const payCart = () => call(payCartItems, { body: { returnPath: '/krepselis' } });
export const confirmCart = (payment: string, confirmation: string) => call(confirmCartItems, { body: { payment, confirmation }, quiet: true });

/** A file's bytes as base64 (the verification page sends the PDF in a JSON body). */
export async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export type Extract = ResponseOf<typeof listExtracts>['items'][number];
export const extractsKey = endpointPath(listExtracts);
export const getExtracts = () => call(listExtracts);
/** Saves the extract's PDF (the bearer-authenticated binary download). */
export const downloadExtract = (e: Pick<Extract, 'id' | 'failoVardas'>) => downloadFile(endpointPath(getExtractPdf, { params: { id: e.id } }), e.failoVardas);
