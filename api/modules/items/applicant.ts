/**
 * Who files is who the item names as its applicant. A portal user files in their own name or
 * in the name of the company they act for, so an item whose data names an applicant
 * (`pareiskejas`: every request and certificate type) must name exactly that person or
 * company: the personal or company code the sign-in established. Anything else is refused on
 * create and on save (422 at `/pareiskejas`, nothing stored) — no impersonation through the
 * API. Workplace users file on a client's behalf (a notary names the client), so the rule is
 * the portal's only. Decision 0057.
 */
import { isPartyTheUser } from '../../../src/domain/documents/party.js';
import type { FieldError } from '../../../src/domain/schema/field-errors.js';
import type { SessionUser } from '../../plugins/access.js';

export const APPLICANT_FIELD = 'pareiskejas';

const refusal: FieldError = { path: `/${APPLICANT_FIELD}`, messageKey: 'validation.applicantNotUser', severity: 'critical' };

/** The refusal when a portal user's item names another applicant; none otherwise. */
export function applicantErrors(user: SessionUser, data: unknown): FieldError[] {
  if (user.face !== 'portal' || data === null || typeof data !== 'object') return [];
  const applicant = (data as Record<string, unknown>)[APPLICANT_FIELD];
  if (applicant === undefined) return [];
  if (applicant === null || typeof applicant !== 'object') return [refusal];
  return isPartyTheUser(applicant, user) ? [] : [refusal];
}
