/**
 * Who a person is, as the sign-in gateway asserts it, and the key that finds their account:
 * a natural person by personal code; a company representative by personal code plus the
 * company's code (one account per person per company, so a citizen and the same citizen
 * acting for a company are separate self-service users).
 */
export interface VerifiedIdentity {
  personCode: string;
  firstName: string;
  lastName: string;
  company: { code: string; name: string } | null;
}

export const identityKey = (personCode: string, companyCode: string | null): string => `${personCode}/${companyCode ?? ''}`;
