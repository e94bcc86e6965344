/** Demo/base data of the system module: parameters, tooltips, the banner. Idempotent. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedContext } from './index.js';

export const SYSTEM_PARAMETERS: { code: string; value: string; description: string }[] = [
  { code: 'MAX_FILE_SIZE_MB', value: '10', description: 'Didžiausias įkeliamos rinkmenos dydis, MB' },
  { code: 'SAUGOJIMO_LAIKAS', value: '30', description: 'Sugeneruotų išrašų ir pažymų saugojimo laikas, kalendorinėmis dienomis' },
  { code: 'ATJUNGIMO_LAIKAS', value: '15', description: 'Neveiklumo laikas minutėmis, po kurio sesija baigiama' },
  { code: 'LOCK_TTL_SECONDS', value: '120', description: 'Dokumento užrakto galiojimas sekundėmis (naršyklė atnaujina kas 50 s)' },
];

export const TOOLTIPS: { code: string; text: string; text_en: string | null; active: number }[] = [
  { code: 'IDK', text: 'Identifikavimo kodas (IDK) – lygiai 14 skaitmenų.', text_en: 'Identification code (IDK): exactly 14 digits.', active: 1 },
  { code: 'ASMENS_KODAS', text: 'Lietuvos Respublikos asmens kodas – 11 skaitmenų su kontroliniu skaitmeniu.', text_en: 'Lithuanian personal code: 11 digits including a check digit.', active: 1 },
  { code: 'JA_KODAS', text: 'Juridinio asmens kodas – 9 skaitmenys.', text_en: 'Legal entity code: 9 digits.', active: 1 },
  { code: 'TURTO_VERTE', text: 'Turto vertė eurais (EUR).', text_en: 'Value of the property in euros (EUR).', active: 1 },
  { code: 'REGISTRO_NR', text: 'Įregistruoto įrašo numeris sutarčių ir teisių suvaržymų registre, pvz., STSR-2026-000123.', text_en: 'Number of the registered entry, e.g. STSR-2026-000123.', active: 1 },
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
