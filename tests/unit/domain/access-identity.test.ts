import { describe, expect, it } from 'vitest';
import { DEMO_USERS, GATEWAY_ONLY_PEOPLE } from '../../../api/db/seed/users.js';
import { ownerStampOf, ownsObject, type Principal } from '../../../src/domain/access/ownership.js';
import { isValidLegalEntityCode, isValidPersonalCode, personalCodeBirthDate } from '../../../src/domain/access/personal-code.js';

describe('personal code (asmens kodas)', () => {
  it('accepts the reference example and rejects a wrong check digit', () => {
    expect(isValidPersonalCode('38703181745')).toBe(true);
    expect(isValidPersonalCode('38703181746')).toBe(false);
    expect(personalCodeBirthDate('38703181745')?.toISOString().slice(0, 10)).toBe('1987-03-18');
  });

  it('uses the second weights when the first sum gives 10, and 0 when both do', () => {
    expect(isValidPersonalCode('49001010093')).toBe(true);
    expect(isValidPersonalCode('38703180030')).toBe(true);
    expect(isValidPersonalCode('38703180031')).toBe(false);
  });

  it('rejects impossible dates, centuries and shapes', () => {
    expect(isValidPersonalCode('38702301745')).toBe(false); // 30 February
    expect(isValidPersonalCode('78703181745')).toBe(false);
    expect(isValidPersonalCode('3870318174')).toBe(false);
    expect(isValidPersonalCode('3870318174a')).toBe(false);
  });

  it('every seeded person and the gateway-only people have valid codes', () => {
    for (const u of DEMO_USERS.filter((u) => u.personCode)) expect(isValidPersonalCode(u.personCode!), u.username).toBe(true);
    for (const p of GATEWAY_ONLY_PEOPLE) expect(isValidPersonalCode(p.personCode)).toBe(true);
    for (const u of DEMO_USERS.filter((u) => u.company)) expect(isValidLegalEntityCode(u.company!.code), u.username).toBe(true);
  });
});

describe('object ownership', () => {
  const notary: Principal = { face: 'workplace', userId: 1, officeId: 10, personCode: '47905032313', companyCode: null };
  const assistant: Principal = { face: 'workplace', userId: 2, officeId: 10, personCode: null, companyCode: null };
  const bailiff: Principal = { face: 'workplace', userId: 3, officeId: 11, personCode: null, companyCode: null };
  const freelancer: Principal = { face: 'workplace', userId: 4, officeId: null, personCode: null, companyCode: null };
  const citizen: Principal = { face: 'portal', userId: 5, officeId: null, personCode: '38703181745', companyCode: null };
  const sameCitizenForCompany: Principal = { face: 'portal', userId: 6, officeId: null, personCode: '38703181745', companyCode: '302987654' };
  const colleagueForCompany: Principal = { face: 'portal', userId: 7, officeId: null, personCode: '49206111231', companyCode: '302987654' };

  it('workplace: an office shares its objects; a user without an office owns only their own', () => {
    const stamp = ownerStampOf(notary);
    expect(ownsObject(assistant, stamp)).toBe(true);
    expect(ownsObject(bailiff, stamp)).toBe(false);
    expect(ownsObject(freelancer, ownerStampOf(freelancer))).toBe(true);
    expect(ownsObject({ ...freelancer, userId: 99 }, ownerStampOf(freelancer))).toBe(false);
  });

  it('portal: a person owns what they made as themselves; a company what any of its representatives made', () => {
    expect(ownsObject(citizen, ownerStampOf(citizen))).toBe(true);
    expect(ownsObject(citizen, ownerStampOf(sameCitizenForCompany))).toBe(false);
    expect(ownsObject(sameCitizenForCompany, ownerStampOf(citizen))).toBe(false);
    expect(ownsObject(colleagueForCompany, ownerStampOf(sameCitizenForCompany))).toBe(true);
  });

  it('never across faces', () => {
    expect(ownsObject({ ...citizen, face: 'workplace' }, ownerStampOf(citizen))).toBe(false);
    expect(ownsObject({ ...freelancer, face: 'portal' }, ownerStampOf(freelancer))).toBe(false);
  });
});
