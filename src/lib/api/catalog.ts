/**
 * GET {base}/catalog (contract: src/domain/contracts/catalog.ts): the summaries of the
 * catalogue's types (documents, requests, certificates), and the request types a user may
 * start. The one hook and SWR key for every caller (the catalogue list, the document and
 * request choosers, the portal's NTR services pages), so a page load asks once; the portal
 * home reads it without SWR (./catalog-answer.ts).
 */
import useSWR from 'swr';
import { listCatalog } from '../../domain/contracts/catalog';
import type { ResponseOf } from '../../domain/contracts/endpoint';
import { call, endpointPath } from './call';

export type CatalogEntry = ResponseOf<typeof listCatalog>[number];

export const catalogKey = endpointPath(listCatalog);

export const getCatalog = () => call(listCatalog);

/** The catalogue summaries (`enabled` false: not asked, e.g. for a visitor). */
export function useCatalog(enabled = true) {
  return useSWR(enabled ? catalogKey : null, getCatalog, { revalidateOnFocus: false });
}

/**
 * The request types these roles may create. The server decides again on POST /requests; this
 * only keeps the choosers honest.
 * @param catalog the catalogue summaries
 * @param roles the signed-in user's roles
 */
export function creatableRequestTypes(catalog: readonly CatalogEntry[], roles: readonly string[]): CatalogEntry[] {
  return catalog.filter((entry) => entry.family === 'requests' && entry.createRoles.some((role) => roles.includes(role)));
}
