/**
 * Which automatic registration rule, if any, registers an item the provider has just sent
 * (it entered `perduotas`): a switched-on rule of its type whose filer roles the sender holds
 * (none listed = any provider) and, for a rule `without_warnings`, whose errors check found no
 * warnings. Critical issues never reach here: sending refuses them, and the registration the
 * rule starts runs the errors check again (api/modules/lifecycle/service.ts).
 */
import type { Kysely } from 'kysely';
import type { FieldError } from '../../../src/domain/schema/field-errors.js';
import type { Database } from '../../db/schema.js';
import type { SessionUser } from '../../plugins/access.js';
import { enabledRulesOf } from './repository.js';

/** The code of the first matching rule, or null (the item waits for a registrar). */
export async function ruleToApply(db: Kysely<Database>, typeId: string, sender: SessionUser, issues: readonly FieldError[]): Promise<string | null> {
  for (const rule of await enabledRulesOf(db, typeId)) {
    const roles = JSON.parse(rule.filer_roles) as string[];
    if (roles.length > 0 && !sender.roles.some((r) => roles.includes(r))) continue;
    if (Number(rule.without_warnings) === 1 && issues.length > 0) continue;
    return rule.code;
  }
  return null;
}
