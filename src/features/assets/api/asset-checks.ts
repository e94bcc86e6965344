/**
 * The asset lookups of a document (GET /documents/:id/assets/checks, optionally of one kind)
 * and the CSV upload (POST /documents/:id/assets). While a lookup waits, a kind's table polls
 * every ASSET_TABLE_REFRESH_MS and the overall summary every OVERALL_TABLE_REFRESH_MS (spec
 * §10); once none waits, polling stops.
 */
import useSWR from 'swr';
import { listAssetChecks, uploadAssets as uploadEndpoint, type AssetChecks } from '../../../domain/contracts/assets';
import type { AssetKind } from '../../../domain/assets/kinds';
import { ASSET_TABLE_REFRESH_MS, OVERALL_TABLE_REFRESH_MS } from '../../../domain/constants';
import { call, endpointPath } from '../../../lib/api/call';

export type { AssetChecks };

const input = (id: number, kind?: AssetKind) => ({ params: { id }, query: kind ? { rusis: kind } : {} });

export const assetChecksKey = (id: number, kind?: AssetKind) => endpointPath(listAssetChecks, input(id, kind));

/** How often a table of lookups is read again: only while one waits (per kind, or overall). */
export const refreshWhilePending = (kind: AssetKind | undefined) => (latest: AssetChecks | undefined) =>
  latest?.pending ? (kind ? ASSET_TABLE_REFRESH_MS : OVERALL_TABLE_REFRESH_MS) : 0;

export const useAssetChecks = (id: number, kind?: AssetKind) =>
  useSWR(assetChecksKey(id, kind), () => call(listAssetChecks, { ...input(id, kind), quiet: true }), { refreshInterval: refreshWhilePending(kind) });

/** Reads the file and sends its bytes (base64) with the version the page saw. */
export async function uploadAssets(id: number, version: number, kind: AssetKind, file: Blob) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return call(uploadEndpoint, { params: { id }, body: { rusis: kind, csv: btoa(binary) }, quiet: true, headers: { 'If-Match': `"${version}"` } });
}
