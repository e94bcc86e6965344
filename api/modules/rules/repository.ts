/** SQL of the automatic registration rules and the switched-off business checks (migration 0029). */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { AutoRegistrationRuleTable, Database } from '../../db/schema.js';

export const listAutoRules = (db: Kysely<Database>) =>
  db
    .selectFrom('auto_registration_rule as r')
    .leftJoin('app_user as u', 'u.id', 'r.updated_by')
    .selectAll('r')
    .select('u.username as updated_by_name')
    .orderBy('r.type_id')
    .orderBy('r.code')
    .execute();

export type AutoRuleRow = Awaited<ReturnType<typeof listAutoRules>>[number];

export const getAutoRule = async (db: Kysely<Database>, id: number): Promise<AutoRuleRow | undefined> =>
  (await listAutoRules(db)).find((r) => Number(r.id) === id);

export const codeTaken = async (db: Kysely<Database>, code: string): Promise<boolean> =>
  (await db.selectFrom('auto_registration_rule').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;

/** A rule's fields as the API names them, before they are stored. */
export interface AutoRuleFields {
  type_id: string;
  filer_roles: readonly string[];
  without_warnings: boolean;
  enabled: boolean;
  conditions: readonly unknown[];
}

type AutoRuleColumns = Pick<Insertable<AutoRegistrationRuleTable>, keyof AutoRuleFields>;

/** The columns of a rule's fields, as they are stored (JSON text, 0/1): all of them for a new rule, the given ones for a change. */
export function autoRuleColumns(fields: AutoRuleFields): AutoRuleColumns;
export function autoRuleColumns(fields: Partial<AutoRuleFields>): Partial<AutoRuleColumns>;
export function autoRuleColumns(fields: Partial<AutoRuleFields>): Partial<AutoRuleColumns> {
  const columns: Partial<AutoRuleColumns> = {};
  if (fields.type_id !== undefined) columns.type_id = fields.type_id;
  if (fields.filer_roles !== undefined) columns.filer_roles = JSON.stringify(fields.filer_roles);
  if (fields.without_warnings !== undefined) columns.without_warnings = fields.without_warnings ? 1 : 0;
  if (fields.enabled !== undefined) columns.enabled = fields.enabled ? 1 : 0;
  if (fields.conditions !== undefined) columns.conditions = JSON.stringify(fields.conditions);
  return columns;
}

export async function insertAutoRule(db: Kysely<Database>, row: Insertable<AutoRegistrationRuleTable>): Promise<number> {
  const inserted = await db.insertInto('auto_registration_rule').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export const updateAutoRule = (db: Kysely<Database>, id: number, change: Updateable<AutoRegistrationRuleTable>) =>
  db.updateTable('auto_registration_rule').set(change).where('id', '=', id).execute();

/** The switched-on rules of a type, in code order. */
export const enabledRulesOf = (db: Kysely<Database>, typeId: string) =>
  db
    .selectFrom('auto_registration_rule')
    .select(['code', 'filer_roles', 'without_warnings', 'conditions'])
    .where('type_id', '=', typeId)
    .where('enabled', '=', 1)
    .orderBy('code')
    .execute();

/** Every switched-off check, or those of one type. */
export function rulesOff(db: Kysely<Database>, typeId?: string) {
  let query = db.selectFrom('business_rule_off').selectAll();
  if (typeId !== undefined) query = query.where('type_id', '=', typeId);
  return query.execute();
}

export async function switchOff(
  db: Kysely<Database>,
  row: { rule_code: string; type_id: string; reason: string; switched_at: string; switched_by: number },
): Promise<void> {
  await db.deleteFrom('business_rule_off').where('rule_code', '=', row.rule_code).where('type_id', '=', row.type_id).execute();
  await db.insertInto('business_rule_off').values(row).execute();
}

export const switchOn = (db: Kysely<Database>, ruleCode: string, typeId: string) =>
  db.deleteFrom('business_rule_off').where('rule_code', '=', ruleCode).where('type_id', '=', typeId).execute();
