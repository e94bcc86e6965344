/** Demo data of the administration (/admin/zinute): a message the STSR registrar sees under the bell. Idempotent. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedContext } from './index.js';

export const DEMO_MESSAGE = {
  text: 'Registratoriams: gruodžio 1 d. nuo 18 val. iki 20 val. vyks planiniai sistemos priežiūros darbai.',
  audience: 'role',
  role: 'RG_STSR_registrat',
} as const;

export async function seedAdmin(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  if (await db.selectFrom('admin_message').select('id').limit(1).executeTakeFirst()) return;
  const admin = await db
    .selectFrom('app_user')
    .innerJoin('user_role', 'user_role.user_id', 'app_user.id')
    .select('app_user.id')
    .where('user_role.role', '=', 'AD_administratorius')
    .orderBy('app_user.id')
    .executeTakeFirst();
  if (!admin) return;
  await db
    .insertInto('admin_message')
    .values({ ...DEMO_MESSAGE, user_id: null, valid_from: ctx.now, valid_to: null, created_at: ctx.now, created_by: admin.id, withdrawn_at: null })
    .execute();
}
