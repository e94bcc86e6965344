/**
 * The foreign legal-entity register the request wizards look a foreign company up in (spec
 * §5: "a foreign legal entity not found: a message tells the user to e-mail the registry").
 * `ForeignLegalEntityRegister` is the seam: a real adapter (e.g. a query to the European
 * business registers interconnection) implements it; `localForeignRegister` is the local
 * stand-in over the seeded `foreign_legal_entity` table (migration 0010).
 */
import type { ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import type { findForeignEntity } from '../../../src/domain/contracts/requests.js';
import type { Kysely } from 'kysely';
import type { ExternalSystems } from '../../config.js';
import type { Database } from '../../db/schema.js';

/** A foreign legal entity as the register answers it (the contract's findForeignEntity, src/domain/contracts/requests.ts): its ISO 3166-1 alpha-2 country, its code in its home register. */
export type ForeignLegalEntity = ResponseOf<typeof findForeignEntity>;

export interface ForeignLegalEntityRegister {
  /** The entity registered under `code` in `country`, or null when there is none. */
  find(country: string, code: string): Promise<ForeignLegalEntity | null>;
}

/** Codes compare without spaces and case ("hrb 12345" finds "HRB12345"). */
export const normalCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();

/** The local stand-in: the seeded table, keyed by country and normalised code. */
export function localForeignRegister(db: Kysely<Database>): ForeignLegalEntityRegister {
  return {
    async find(country, code) {
      const row = await db
        .selectFrom('foreign_legal_entity')
        .select(['country', 'code', 'name', 'address'])
        .where('country', '=', country.toUpperCase())
        .where('code', '=', normalCode(code))
        .executeTakeFirst();
      return row ?? null;
    },
  };
}

/** The foreign legal-entity registers by their FOREIGN_ENTITY_REGISTER name (api/config.ts); a real adapter is added here and there. */
export const FOREIGN_REGISTERS: Record<ExternalSystems['foreignEntityRegister'], (db: Kysely<Database>) => ForeignLegalEntityRegister> = {
  local: localForeignRegister,
};
