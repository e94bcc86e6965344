/** The `pas-tvarkymas` section's calls (contracts: src/domain/contracts/trust.ts). */
import useSWR from 'swr';
import type { ResponseOf } from '../../../domain/contracts/endpoint';
import { addTrustedIssuer, getSealCertificate, listTrustedIssuers, setTrustedIssuerActive } from '../../../domain/contracts/trust';
import { call, endpointPath } from '../../../lib/api/call';

export type TrustedIssuer = ResponseOf<typeof setTrustedIssuerActive>;

export const useSealCertificate = () => useSWR(endpointPath(getSealCertificate), () => call(getSealCertificate));
export const TRUSTED_ISSUERS_KEY = endpointPath(listTrustedIssuers);
export const useTrustedIssuers = () => useSWR(TRUSTED_ISSUERS_KEY, () => call(listTrustedIssuers));
export const trustIssuer = (certificate: string) => call(addTrustedIssuer, { body: { certificate } });
export const setIssuerActive = (id: number, active: boolean) => call(setTrustedIssuerActive, { params: { id }, body: { active } });

/** A certificate file as the server reads it: PEM text as it is, DER as base64. */
export async function certificateText(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const text = new TextDecoder('latin1').decode(bytes);
  if (text.includes('-----BEGIN CERTIFICATE-----')) return text;
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
