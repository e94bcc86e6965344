import { describe, expect, it } from 'vitest';
import { allowedActions, decide, expireReturned, type Actor, type Situation } from '../../../src/domain/lifecycle/machine.js';
import { decisionDeadline, defaultCorrectionDeadline, isPastDeadline } from '../../../src/domain/lifecycle/deadlines.js';

const provider: Actor = { isProvider: true, isApprover: false, isRegistrar: false };
const notary: Actor = { isProvider: true, isApprover: true, isRegistrar: false };
const registrar: Actor = { isProvider: false, isApprover: false, isRegistrar: true };
const counterpart: Actor = { isProvider: false, isApprover: true, isRegistrar: false };

const pro = (over: Partial<Situation> = {}): Situation => ({
  lifecycle: 'professional',
  status: 'rengiamas',
  signed: false,
  needsApproval: false,
  needsPayment: false,
  needsNotaryApproval: false,
  approved: false,
  ...over,
});
const self = (over: Partial<Situation> = {}): Situation => pro({ lifecycle: 'self-service', ...over });

describe('professional lifecycle', () => {
  it('a notary signs, then transfers; the registrar then registers, returns or rejects', () => {
    expect(allowedActions(notary, pro())).toEqual(['pasirasyti']);
    expect(decide('perduoti', notary, pro())).toEqual({ ok: false, reason: 'not_allowed_in_status' });
    expect(allowedActions(notary, pro({ signed: true }))).toEqual(['rengti', 'perduoti']);
    expect(decide('perduoti', notary, pro({ signed: true }))).toEqual({ ok: true, to: 'perduotas', errorCheck: true });
    expect(allowedActions(registrar, pro({ status: 'perduotas' }))).toEqual(['iregistruoti', 'grazinti', 'atmesti']);
    expect(allowedActions(notary, pro({ status: 'perduotas' }))).toEqual([]);
  });

  it("an assistant's preparation is approved by the notary before signing", () => {
    const s = pro({ needsNotaryApproval: true });
    expect(allowedActions(provider, s)).toEqual([]);
    expect(allowedActions(notary, s)).toEqual(['patvirtinti']);
    expect(decide('patvirtinti', notary, s)).toMatchObject({ ok: true, to: 'patvirtinti' });
    expect(allowedActions(provider, pro({ status: 'patvirtinti', needsNotaryApproval: true, approved: true }))).toEqual(['rengti', 'pasirasyti']);
  });

  it('a returned document is corrected, signed again and transferred again', () => {
    expect(allowedActions(provider, pro({ status: 'grazintas' }))).toEqual(['pasirasyti']);
    expect(decide('perduoti', provider, pro({ status: 'grazintas', signed: true }))).toMatchObject({ ok: true, to: 'perduotas' });
  });

  it('refuses a registrar action by a provider with 403-kind and a final status with 409-kind', () => {
    expect(decide('iregistruoti', provider, pro({ status: 'perduotas' }))).toEqual({ ok: false, reason: 'not_allowed_for_actor' });
    expect(decide('iregistruoti', registrar, pro({ status: 'iregistruotas' }))).toEqual({ ok: false, reason: 'not_allowed_in_status' });
    expect(decide('grazinti', registrar, pro({ status: 'atmestas' }))).toEqual({ ok: false, reason: 'not_allowed_in_status' });
  });

  it('an unrevised document can only be rejected', () => {
    expect(allowedActions(registrar, pro({ status: 'nepatikslintas' }))).toEqual(['atmesti']);
    expect(expireReturned('grazintas', '2026-11-20', '2026-11-23')).toBe('nepatikslintas');
    expect(expireReturned('grazintas', '2026-11-20', '2026-11-20')).toBe('grazintas');
    expect(expireReturned('perduotas', '2026-11-20', '2026-12-20')).toBe('perduotas');
  });
});

describe('self-service lifecycle', () => {
  it('goes through approval and payment before the registry', () => {
    const s = self({ signed: true, needsApproval: true, needsPayment: true });
    expect(decide('perduoti', provider, s)).toMatchObject({ ok: true, to: 'laukia_patvirtinimo' });
    expect(decide('patvirtinti', counterpart, { ...s, status: 'laukia_patvirtinimo' })).toMatchObject({ ok: true, to: 'laukia_apmokejimo' });
    expect(decide('moketi', provider, { ...s, status: 'laukia_apmokejimo' })).toMatchObject({ ok: true, to: 'perduotas' });
  });

  it('skips what is not needed', () => {
    expect(decide('perduoti', provider, self({ signed: true }))).toMatchObject({ to: 'perduotas' });
    expect(decide('perduoti', provider, self({ signed: true, needsPayment: true }))).toMatchObject({ to: 'laukia_apmokejimo' });
  });

  it('rengti takes it back to preparation from the waiting states', () => {
    for (const status of ['laukia_patvirtinimo', 'laukia_apmokejimo'] as const) {
      expect(decide('rengti', provider, self({ status }))).toMatchObject({ ok: true, to: 'rengiamas', errorCheck: false });
    }
  });
});

describe('deadlines', () => {
  it('the decision is due the next working day; corrections get five working days', () => {
    expect(decisionDeadline('2026-11-20')).toBe('2026-11-23');
    expect(defaultCorrectionDeadline('2026-11-20')).toBe('2026-11-27');
    expect(isPastDeadline('2026-11-23', '2026-11-24')).toBe(true);
    expect(isPastDeadline('2026-11-23', '2026-11-23')).toBe(false);
  });
});
