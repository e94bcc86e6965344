/** The self-service action table (api/modules/self-service/policy.ts, README there) case by case. */
import { describe, expect, it } from 'vitest';
import { entryActions, fitsPurpose, noticeActions, type EntryFacts } from '../../../api/modules/self-service/policy.js';

const TODAY = '2026-11-20';
const base: EntryFacts = {
  kind: 'pledge',
  expires: false,
  repurchase: false,
  status: 'iregistruotas',
  roles: [],
  endDate: null,
  today: TODAY,
  facts: { repurchaseWish: false, noAutoDeregistration: false },
};
const of = (over: Partial<EntryFacts>) => entryActions({ ...base, ...over });

describe('entryActions', () => {
  it('gives nothing to someone who is no party', () => {
    expect(of({ roles: [] })).toEqual([]);
  });

  it('pledge: the pledgor notifies of changes, the creditor changes and deregisters', () => {
    expect(of({ roles: ['skolininkai'] })).toEqual(['perziureti', 'pranesti-apie-pakeitima']);
    expect(of({ roles: ['ikaitoDavejai'] })).toEqual(['perziureti', 'pranesti-apie-pakeitima']);
    expect(of({ roles: ['kreditoriai'] })).toEqual(['perziureti', 'keisti', 'isregistruoti']);
  });

  it('mortgage: only the creditor changes or deregisters', () => {
    expect(of({ kind: 'mortgage', roles: ['skolininkai'] })).toEqual(['perziureti']);
    expect(of({ kind: 'mortgage', roles: ['kreditoriai'] })).toEqual(['perziureti', 'keisti', 'isregistruoti']);
  });

  it('a terminated entry can only be viewed', () => {
    expect(of({ status: 'nutrauktas', roles: ['kreditoriai'] })).toEqual(['perziureti']);
  });

  describe('contracts', () => {
    const sale = { kind: 'contract' as const, repurchase: true, endDate: '2027-11-15' };
    it('the seller may wish to repurchase until the deadline, and cancel the wish once made', () => {
      expect(of({ ...sale, roles: ['davejai'] })).toEqual(['perziureti', 'keisti', 'isregistruoti', 'pageidauti-atpirkti', 'neisregistruoti-automatiskai']);
      expect(of({ ...sale, roles: ['davejai'], facts: { repurchaseWish: true, noAutoDeregistration: true } })).toEqual([
        'perziureti',
        'keisti',
        'isregistruoti',
        'atsaukti-pageidavima',
      ]);
      expect(of({ ...sale, roles: ['davejai'], endDate: '2026-11-19' })).not.toContain('pageidauti-atpirkti');
    });
    it('the buyer may neither wish nor deregister', () => {
      expect(of({ ...sale, roles: ['gavejai'] })).toEqual(['perziureti', 'keisti', 'neisregistruoti-automatiskai']);
    });
    it('a lessee may deregister a lease only once it has expired', () => {
      const lease = { kind: 'contract' as const, expires: true, roles: ['gavejai' as const] };
      expect(of({ ...lease, endDate: '2028-01-01' })).not.toContain('isregistruoti');
      expect(of({ ...lease, endDate: '2026-11-19' })).toContain('isregistruoti');
    });
    it('a preliminary contract’s parties may deregister it; a contract without an end date has no automatic deregistration', () => {
      expect(of({ kind: 'contract', roles: ['salys'] })).toEqual(['perziureti', 'keisti', 'isregistruoti']);
    });
  });
});

describe('fitsPurpose', () => {
  const lease = (over: Partial<EntryFacts>): EntryFacts => ({ ...base, kind: 'contract', expires: true, ...over });
  it('pasibaigusios: registered leases and loans past their end date', () => {
    const expired = lease({ roles: ['gavejai'], endDate: '2026-01-01' });
    expect(fitsPurpose('pasibaigusios', expired, entryActions(expired))).toBe(true);
    const valid = lease({ roles: ['gavejai'], endDate: '2027-01-01' });
    expect(fitsPurpose('pasibaigusios', valid, entryActions(valid))).toBe(false);
  });
  it('davejas: valid leases where the user is the lessor', () => {
    const lessor = lease({ roles: ['davejai'], endDate: '2027-01-01' });
    expect(fitsPurpose('davejas', lessor, entryActions(lessor))).toBe(true);
    const lessee = lease({ roles: ['gavejai'], endDate: '2027-01-01' });
    expect(fitsPurpose('davejas', lessee, entryActions(lessee))).toBe(false);
  });
});

describe('noticeActions', () => {
  it('edit and sign while with the filer, remove only before it was ever submitted', () => {
    expect(noticeActions('rengiamas')).toEqual(['perziureti', 'redaguoti', 'pasirasyti', 'salinti']);
    expect(noticeActions('grazintas')).toEqual(['perziureti', 'redaguoti', 'pasirasyti']);
    expect(noticeActions('perduotas')).toEqual(['perziureti']);
    expect(noticeActions('iregistruotas')).toEqual(['perziureti']);
  });
});
