/**
 * Demo data of the registration rules (/admin/registravimas): the rules an administrator may
 * switch on. Both are off, so a demo registrar still registers what is sent until the
 * administrator decides otherwise: a notary's enforcement entry sent with no critical issues,
 * and a contractual mortgage sent by a notary with no warnings either. Idempotent (by code).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedContext } from './index.js';

export const DEMO_AUTO_RULES = [
  {
    code: 'notaro-vykdomasis-irasas',
    type_id: 'vykdomasis-irasas',
    filer_roles: ['DT_notaras', 'DT_notaro_padejejas', 'DT_notaro_atstovas'],
    without_warnings: false,
  },
  { code: 'notaro-hipoteka-be-ispejimu', type_id: 'sutartine-hipoteka', filer_roles: ['DT_notaras'], without_warnings: true },
] as const;

export async function seedRules(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  for (const rule of DEMO_AUTO_RULES) {
    if (await db.selectFrom('auto_registration_rule').select('id').where('code', '=', rule.code).executeTakeFirst()) continue;
    await db
      .insertInto('auto_registration_rule')
      .values({
        ...rule,
        filer_roles: JSON.stringify(rule.filer_roles),
        without_warnings: rule.without_warnings ? 1 : 0,
        enabled: 0,
        reason: null,
        updated_at: ctx.now,
        updated_by: null,
      })
      .execute();
  }
}
