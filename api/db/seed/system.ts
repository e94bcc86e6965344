/** Demo/base data of the system module: parameters, tooltips, the banner. Idempotent. */
import type { Kysely } from 'kysely';
import { PARAMETER_CODES, PARAMETERS } from '../../../src/domain/admin/parameters.js';
import type { Database } from '../schema.js';
import type { SeedContext } from './index.js';

/** The declared defaults (src/domain/admin/parameters.ts), written once: a changed value is never overwritten. */
export const SYSTEM_PARAMETERS = PARAMETER_CODES.map((code) => ({ code, value: String(PARAMETERS[code].default), description: PARAMETERS[code].description }));

export const TOOLTIPS: { code: string; text: string; text_en: string | null; active: number }[] = [
  { code: 'IDK', text: 'Identifikavimo kodas (IDK) – lygiai 14 skaitmenų.', text_en: 'Identification code (IDK): exactly 14 digits.', active: 1 },
  {
    code: 'ASMENS_KODAS',
    text: 'Lietuvos Respublikos asmens kodas – 11 skaitmenų su kontroliniu skaitmeniu.',
    text_en: 'Lithuanian personal code: 11 digits including a check digit.',
    active: 1,
  },
  { code: 'JA_KODAS', text: 'Juridinio asmens kodas – 9 skaitmenys.', text_en: 'Legal entity code: 9 digits.', active: 1 },
  { code: 'TURTO_VERTE', text: 'Turto vertė eurais (EUR).', text_en: 'Value of the property in euros (EUR).', active: 1 },
  {
    code: 'REGISTRO_NR',
    text: 'Įregistruoto įrašo numeris sutarčių ir teisių suvaržymų registre, pvz., STSR-2026-000123.',
    text_en: 'Number of the registered entry, e.g. STSR-2026-000123.',
    active: 1,
  },
  { code: 'SENAS_PATARIMAS', text: 'Nebenaudojamas patarimas (neaktyvus).', text_en: null, active: 0 },
];

export async function seedSystem(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  await db
    .insertInto('system_parameter')
    .values(SYSTEM_PARAMETERS.map((p) => ({ ...p, updated_at: ctx.now })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('tooltip')
    .values(TOOLTIPS.map((t) => ({ ...t, updated_at: ctx.now })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const banner = await db.selectFrom('system_info').select('id').limit(1).executeTakeFirst();
  if (!banner) {
    await db
      .insertInto('system_info')
      .values({
        text: 'Demonstracinė aplinka: duomenys yra pavyzdiniai, asmenys ir turtas – išgalvoti.',
        active: 1,
        valid_from: null,
        valid_to: null,
        created_at: ctx.now,
      })
      .execute();
  }
}
