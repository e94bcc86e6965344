/** The message keys of the warnings switched off for a type (what the errors check leaves out). */
import type { Kysely } from 'kysely';
import { businessRule } from '../../../src/domain/admin/business-rules.js';
import type { Database } from '../../db/schema.js';
import { rulesOff } from './repository.js';

export async function switchedOffKeys(db: Kysely<Database>, typeId: string): Promise<ReadonlySet<string>> {
  const keys = new Set<string>();
  for (const row of await rulesOff(db, typeId)) {
    const rule = businessRule(row.rule_code);
    // a critical check stays on whatever a row says (decision 0104)
    if (rule?.severity === 'warning') for (const key of rule.messageKeys) keys.add(key);
  }
  return keys;
}
