/**
 * The open NTR register page's service: a registered entry's public facts by registry number
 * (spec §2.3 open route /ntr-registras/{registrasNr}). Anyone may ask, so the answer is built
 * field by field from what a public register shows — never from the entry's data as a whole.
 */
import type { NtrRegistryEntry } from '../../../src/domain/contracts/ntr-registry.js';
import { REGISTER_OF, isRegistryNumber } from '../../../src/domain/lifecycle/registry-number.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { realPropertyUnits } from './public-facts.js';
import * as repo from './repository.js';
import { servicePlugin } from '../../lib/service-plugin.js';

/** GET /sav/ntr-registry/:registryNumber (src/domain/contracts/ntr-registry.ts). */
export type { NtrRegistryEntry };

export interface NtrRegistryService {
  /**
   * The public facts of the NTR entry registered under `registryNumber`.
   * @throws 400 errors.registry_number_invalid when the text is not an NTR registry number;
   *   404 errors.registry_entry_not_found when nothing is registered under it
   */
  entry(registryNumber: string): Promise<NtrRegistryEntry>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ntrRegistryService: NtrRegistryService;
  }
}

const NTR_PREFIX = `${REGISTER_OF.requests}-`;

export default servicePlugin(
  'ntrRegistryService',
  async function ntrRegistryService(app, db) {
    return {
      async entry(registryNumber) {
        if (!isRegistryNumber(registryNumber) || !registryNumber.startsWith(NTR_PREFIX)) throw badRequest('errors.registry_number_invalid');
        const row = await repo.findRegisteredEntry(db, registryNumber);
        if (!row) throw notFound('errors.registry_entry_not_found');
        return {
          registryNumber: row.registry_number,
          type: row.type_id,
          titleKey: app.catalog.get(row.type_id)?.titleKey ?? `types.${row.type_id}.title`,
          status: row.status,
          registeredAt: row.registered_at,
          realPropertyUnits: realPropertyUnits(JSON.parse(row.data)),
        };
      },
    } satisfies NtrRegistryService;
  },
  { name: 'ntr-registry-service', dependencies: ['db', 'catalog-service'] },
);
