/**
 * Which automatic registration rule, if any, registers an item the provider has just sent
 * (it entered `perduotas`): a switched-on rule of its type whose filer roles the sender holds
 * (none listed = any provider) and, for a rule `without_warnings`, whose errors check found no
 * warnings, and whose conditions on the item's data all hold (decision 0132). Critical issues never reach here: sending refuses them, and the registration the
 * rule starts runs the errors check again (api/modules/lifecycle/service.ts).
 */
import type { Kysely } from 'kysely';
import { conditionsHold, type RuleCondition } from '../../../src/domain/admin/rule-conditions.js';
import type { FieldError } from '../../../src/domain/schema/field-errors.js';
import type { Database } from '../../db/schema.js';
import type { SessionUser } from '../../plugins/access.js';
import { enabledRulesOf } from './repository.js';

/** The code of the first matching rule, or null (the item waits for a registrar). */
export async function ruleToApply(
  db: Kysely<Database>,
  item: { type_id: string; data: string },
  sender: SessionUser,
  issues: readonly FieldError[],
): Promise<string | null> {
  const rules = await enabledRulesOf(db, item.type_id);
  const data: unknown = rules.length > 0 ? JSON.parse(item.data) : null;
  for (const rule of rules) {
    const roles = JSON.parse(rule.filer_roles) as string[];
    if (roles.length > 0 && !sender.roles.some((r) => roles.includes(r))) continue;
    if (Number(rule.without_warnings) === 1 && issues.length > 0) continue;
    if (!conditionsHold(JSON.parse(rule.conditions) as RuleCondition[], data)) continue;
    return rule.code;
  }
  return null;
}
