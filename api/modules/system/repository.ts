/** SQL for system parameters, tooltips and the system-information banner. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function listActiveTooltips(db: Kysely<Database>) {
  return db.selectFrom('tooltip').select(['code', 'text', 'text_en']).where('active', '=', 1).orderBy('code').execute();
}

export async function getParameter(db: Kysely<Database>, code: string): Promise<string | undefined> {
  const row = await db.selectFrom('system_parameter').select('value').where('code', '=', code).executeTakeFirst();
  return row?.value;
}

/** Every system parameter, code → text. */
export async function allParameters(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('system_parameter').select(['code', 'value']).execute();
  return new Map(rows.map((r) => [r.code, r.value]));
}

/** The newest active banner text valid at the instant `at` (ISO), if any. */
export async function currentSystemInfo(db: Kysely<Database>, at: string): Promise<string | null> {
  const row = await db
    .selectFrom('system_info')
    .select('text')
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', at)]))
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>', at)]))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.text ?? null;
}
