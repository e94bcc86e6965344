/**
 * Assets of a document's `turtas` tab (api/modules/assets, decision 0129): a CSV list of one
 * asset kind uploaded into a draft, and the state of the land/property register lookups of
 * its assets' unique numbers, which the tab polls while any is pending
 * (ASSET_TABLE_REFRESH_MS per kind, OVERALL_TABLE_REFRESH_MS overall).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { ASSET_CHECK_STATUSES, ASSET_KINDS } from '../assets/kinds.js';
import { tagged } from './endpoint.js';
import { fieldError, idParams, ifMatchHeaders } from './shared.js';
import { closedObject, exact } from './shapes.js';

const api = tagged(['documents']);
const kind = { type: 'string', enum: [...ASSET_KINDS] } as const;

export const assetCheck = exact({
  turtasID: { type: 'string' },
  rusis: kind,
  /** the number asked about (an NTR unique number) */
  unikalusNr: { type: 'string' },
  status: { type: 'string', enum: [...ASSET_CHECK_STATUSES] },
});
export type AssetCheck = FromSchema<typeof assetCheck>;

const assetChecks = exact({
  items: { type: 'array', items: assetCheck },
  /** true while some lookup has not answered: the tab keeps polling */
  pending: { type: 'boolean' },
});
export type AssetChecks = FromSchema<typeof assetChecks>;

export const uploadAssets = api.post(
  '/documents/:id/assets',
  'Adds the rows of a CSV file (base64 in `csv`) as assets of kind `rusis` to a draft; If-Match: version. All or nothing: 413 errors.asset_csv_too_large; 422 errors.asset_csv_encoding / _header / _empty / _no_rows / _quote / _too_many_rows, or errors.asset_csv_rows with one error per bad row (path /rows/<line>/<field>); 403/404/409/412/428 as for saving the document. 201: the new version and the lookups, pending',
  {
    params: idParams,
    headers: ifMatchHeaders,
    body: exact({
      rusis: kind,
      /** the file's bytes, base64 (the server judges them: UTF-8, header row, size) */
      csv: { type: 'string', maxLength: 2_000_000, contentEncoding: 'base64' },
    }),
    responses: {
      201: exact({
        id: { type: 'integer' },
        version: { type: 'integer' },
        added: { type: 'integer' },
        issues: { type: 'array', items: fieldError },
        checks: assetChecks,
      }),
    },
  },
);

export const listAssetChecks = api.get(
  '/documents/:id/assets/checks',
  "The register lookups of the document's assets (of one kind with `rusis`): tikrinamas, tinkamas or patikslinti ('revise'); 404 when the document is not visible",
  { params: idParams, query: closedObject({ rusis: kind }), responses: { 200: assetChecks } },
);
