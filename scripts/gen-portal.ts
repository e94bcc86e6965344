/**
 * What the portal's route table needs of the catalogue before any request is made
 * (src/domain/generated/portal/requests.ts): each request type's id, route and the registry
 * keys its service reads (order, prerequisite, stepWithoutPrefix; decision 0108), in
 * `registry.order` (then id). src/features/ntr-services/services.ts builds its table from it.
 */
import type { Catalog } from '../src/domain/schema/catalog.js';
import type { RequestTypeMeta } from '../src/domain/schema/registry-behaviour.js';
import { BANNER, type GeneratedSet } from './lib/generated-files.js';

export const PORTAL_DIR = 'src/domain/generated/portal';

/** The portal's generated module for a catalogue (not written). */
export function portalFiles(catalog: Catalog): GeneratedSet {
  const requests: RequestTypeMeta[] = catalog.entries
    .filter((e) => e.family === 'requests')
    .map(({ id, meta }) => ({
      id,
      route: meta.route,
      ...(meta.order !== undefined ? { order: meta.order } : {}),
      // the browser lists the entries a request acts on; the refusal is the server's (its key arrives with the answer)
      ...(meta.prerequisite ? { prerequisite: { type: meta.prerequisite.type, emptyKey: meta.prerequisite.emptyKey } } : {}),
      ...(meta.stepWithoutPrefix ? { stepWithoutPrefix: meta.stepWithoutPrefix } : {}),
    }))
    .sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.id.localeCompare(b.id));
  const text = `/* ${BANNER} */
import type { RequestTypeMeta } from '../../schema/registry-behaviour.js';

/** The request types of the catalogue, in the order the portal lists them (registry.order, then id). */
export const REQUEST_TYPES: readonly RequestTypeMeta[] = ${JSON.stringify(requests, null, 2)};
`;
  return { files: new Map([[`${PORTAL_DIR}/requests.ts`, text]]), owned: [PORTAL_DIR] };
}
