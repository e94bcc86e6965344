/**
 * Demo data of the classifiers (/admin/klasifikatoriai): Kosovo, which ISO 3166-1 does not
 * list, added to the countries by the administrator as the EU's user-assigned code XK — so a
 * newcomer sees a value added after the reference list, selectable in every address. Idempotent.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedContext } from './index.js';

export const DEMO_CLASSIFIER_VALUE = { classifier: 'salys', code: 'XK', name_lt: 'Kosovas', name_en: 'Kosovo' } as const;

export async function seedClassifiers(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  const { classifier, code } = DEMO_CLASSIFIER_VALUE;
  if (await db.selectFrom('classifier_value').select('id').where('classifier', '=', classifier).where('code', '=', code).executeTakeFirst()) return;
  await db
    .insertInto('classifier_value')
    .values({ ...DEMO_CLASSIFIER_VALUE, valid_from: ctx.now, valid_to: null, created_at: ctx.now, updated_at: ctx.now })
    .execute();
}
