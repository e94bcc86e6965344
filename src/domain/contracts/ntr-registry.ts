/** GET /ntr-registry/:registryNumber (api/modules/ntr-registry): the open page of a registered NTR entry. */
import type { FromSchema } from 'json-schema-to-ts';
import { tagged } from './endpoint.js';
import { exact } from './shapes.js';

const registryEntry = exact({
  registryNumber: { type: 'string' },
  /** the request type id; its title is `titleKey` in the type's locale namespace `types/<type>` */
  type: { type: 'string' },
  titleKey: { type: 'string' },
  status: { type: 'string' },
  registeredAt: { type: 'string' },
  /** NTR unique numbers of the real-property units the entry concerns */
  realPropertyUnits: { type: 'array', items: { type: 'string' } },
});
export type NtrRegistryEntry = FromSchema<typeof registryEntry>;

export const getNtrRegistryEntry = tagged(['ntr-registry']).get(
  '/ntr-registry/:registryNumber',
  'Public facts of a registered NTR entry by its registry number (NTR-2026-000123)',
  { params: exact({ registryNumber: { type: 'string', maxLength: 40 } }), responses: { 200: registryEntry } },
);
