/**
 * Checks of a user record that JSON Schema cannot make: real personal and company codes
 * (same message keys as the document formats: formatMessageKey('asmens-kodas'), validation.jaKodas),
 * an existing office, and identities for the self-service roles. Each problem is a field
 * error with a translation key (422); uniqueness is a conflict (409), checked by the service.
 */
import type { Kysely } from 'kysely';
import { isValidLegalEntityCode, isValidPersonalCode } from '../../../src/domain/access/personal-code.js';
import { formatMessageKey } from '../../../src/domain/schema/messages.js';
import type { Database } from '../../db/schema.js';
import type { FieldError } from '../../lib/errors.js';
import { officeExists } from './repository.js';

/** The user as it would be after the change (only the fields these checks read). */
export interface UserDraft {
  person_code: string | null;
  company_code: string | null;
  company_name: string | null;
  office_id: number | null;
  roles: readonly string[];
}

const problem = (path: string, messageKey: string, params?: Record<string, unknown>): FieldError => ({
  path,
  messageKey,
  ...(params ? { params } : {}),
  severity: 'critical',
});

export async function checkUserDraft(db: Kysely<Database>, draft: UserDraft): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (draft.person_code !== null && !isValidPersonalCode(draft.person_code))
    errors.push(problem('/person_code', formatMessageKey('asmens-kodas', draft.person_code)));
  if (draft.company_code !== null) {
    if (!isValidLegalEntityCode(draft.company_code)) errors.push(problem('/company_code', 'validation.jaKodas'));
    if (draft.person_code === null) errors.push(problem('/person_code', 'validation.company_needs_representative'));
    if (draft.company_name === null) errors.push(problem('/company_name', 'validation.required', { missingProperty: 'company_name' }));
  }
  if (draft.office_id !== null && !(await officeExists(db, draft.office_id))) errors.push(problem('/office_id', 'validation.unknown_office'));
  // self-service users sign in through the gateway, which knows them by these codes
  if (draft.roles.includes('EL_FA') && draft.person_code === null) errors.push(problem('/person_code', 'validation.portal_role_needs_person_code'));
  if (draft.roles.includes('EL_JA') && draft.company_code === null) errors.push(problem('/company_code', 'validation.portal_role_needs_company_code'));
  return errors;
}
