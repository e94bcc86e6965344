/**
 * The requests module's own rules on top of the items engine (api/modules/documents serves
 * requests at {base}/requests): the business checks of request types (spec §5 family
 * property rule, on the types whose registry.prerequisite has a refusalKey) and the foreign legal-entity lookup (app.requests.findForeignEntity) over
 * the register seam of legal-entities.ts (given to buildApp in tests, or the one FOREIGN_ENTITY_REGISTER
 * names; `local` = the stand-in, only while STAND_INS is on).
 */
import type { ExternalSystems } from '../../config.js';
import { notFound } from '../../lib/errors.js';
import { implementationOf, type SeamChoice } from '../../lib/seam.js';
import { enforcedPrerequisites, prerequisiteCheck } from './prerequisite-check.js';
import { FOREIGN_REGISTERS, type ForeignLegalEntity, type ForeignLegalEntityRegister } from './legal-entities.js';
import { servicePlugin } from '../../lib/service-plugin.js';

export interface RequestsService {
  /**
   * A foreign legal entity by country and code.
   * @throws AppError 404 errors.foreign_legal_entity_not_found (its text tells the user to e-mail the registry)
   */
  findForeignEntity(country: string, code: string): Promise<ForeignLegalEntity>;
}

declare module 'fastify' {
  interface FastifyInstance {
    requests: RequestsService;
  }
}

export interface RequestsOptions {
  /** the foreign legal-entity register given to buildApp (tests) or named by FOREIGN_ENTITY_REGISTER (api/config.ts); `local` is the stand-in table */
  foreignRegister: SeamChoice<ForeignLegalEntityRegister, ExternalSystems['foreignEntityRegister']>;
}

export default servicePlugin(
  'requests',
  async function requestsService(app, db, opts: RequestsOptions) {
    const register = await implementationOf(opts.foreignRegister, (name) => FOREIGN_REGISTERS[name](db));

    // the types whose registry.prerequisite the server enforces (spec §5 family property rule)
    for (const [typeId, prerequisite] of enforcedPrerequisites(app.catalog.types())) {
      app.catalog.registerBusinessCheck(typeId, (data, { user, db: handle }) => prerequisiteCheck(handle, prerequisite, data, user));
    }

    return {
      async findForeignEntity(country, code) {
        const entity = await register.find(country, code);
        if (!entity) throw notFound('errors.foreign_legal_entity_not_found');
        return entity;
      },
    } satisfies RequestsService;
  },
  { name: 'requests-service', dependencies: ['db', 'catalog-service'] },
);
