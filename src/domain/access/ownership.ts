/**
 * Object-level ownership, shared by the services that store documents, requests and
 * certificates. An object records who owns it (an OwnerStamp written from the session at
 * creation); a session may act on it when it owns it:
 * - workplace: the same office (a notary and the assistant who prepares the document share
 *   it); a user without an office owns only what they created;
 * - portal, natural person (EL_FA): the same personal code, acting for no company;
 * - portal, company (EL_JA): the same legal entity code, whoever represents it.
 * Whether registry staff may see others' objects is a rule of the feature or status, not
 * of ownership: services check it separately.
 */
export interface Principal {
  userId: number;
  officeId: number | null;
  personCode: string | null;
  companyCode: string | null;
  face: 'workplace' | 'portal';
}

export interface OwnerStamp {
  face: 'workplace' | 'portal';
  userId: number;
  officeId: number | null;
  personCode: string | null;
  companyCode: string | null;
}

/** The stamp a new object gets from the session that creates it. */
export function ownerStampOf(principal: Principal): OwnerStamp {
  const { face, userId, officeId, personCode, companyCode } = principal;
  return { face, userId, officeId, personCode, companyCode };
}

/** True when the session owns the object stamped `owner` (rules in the module comment). */
export function ownsObject(principal: Principal, owner: OwnerStamp): boolean {
  if (principal.face !== owner.face) return false;
  if (principal.face === 'portal') {
    if (principal.companyCode !== null) return owner.companyCode === principal.companyCode;
    return principal.personCode !== null && owner.companyCode === null && owner.personCode === principal.personCode;
  }
  if (principal.officeId !== null) return owner.officeId === principal.officeId;
  return owner.officeId === null && owner.userId === principal.userId;
}
