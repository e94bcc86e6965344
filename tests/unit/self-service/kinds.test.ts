/** The self-service view of the catalogue (api/modules/self-service/kinds.ts) read from the types' registry.selfService. */
import { describe, expect, it } from 'vitest';
import { selfServiceTypes } from '../../../api/modules/self-service/kinds.js';
import { loadCheckedCatalog } from '../../../scripts/lib/catalog.js';

describe('self-service types of the catalogue', () => {
  const kinds = selfServiceTypes(loadCheckedCatalog('.').entries);

  it('groups the document types by the kind their metadata names; enforcement entries and assignments of claim are none', () => {
    expect(kinds.typesOf('pledge')).toEqual(['priverstinis-ikeitimas', 'sutartinis-ikeitimas']);
    expect(kinds.typesOf('mortgage')).toEqual(['priverstine-hipoteka', 'sutartine-hipoteka']);
    expect(kinds.typesOf('contract')).toEqual([
      'lizingas',
      'nuoma',
      'panauda',
      'pardavimas-issimoketinai',
      'pardavimas-su-atpirkimo-teise',
      'preliminarioji-sutartis',
    ]);
    expect(kinds.traitsOf('vykdomasis-irasas')).toBeNull();
    expect(kinds.traitsOf('reikalavimo-perleidimas')).toBeNull();
  });

  it('gives leases and loans for use the expiry, the sale with the right of repurchase the repurchase', () => {
    const contracts = kinds.typesOf('contract');
    expect(contracts.filter((id) => kinds.traitsOf(id)!.expires)).toEqual(['nuoma', 'panauda']);
    expect(contracts.filter((id) => kinds.traitsOf(id)!.repurchase)).toEqual(['pardavimas-su-atpirkimo-teise']);
  });

  it('offers a kind the lists its types’ traits make sense for', () => {
    expect(kinds.purposesOf('pledge')).toEqual(['salis', 'keitimas']);
    expect(kinds.purposesOf('mortgage')).toEqual(['salis', 'keitimas']);
    expect([...kinds.purposesOf('contract')].sort()).toEqual([
      'atpirkimas',
      'atpirkimo-atsaukimas',
      'automatinis',
      'davejas',
      'keitimas',
      'pasibaigusios',
      'salis',
    ]);
    const withoutTraits = selfServiceTypes([{ id: 'x', meta: { selfService: { kind: 'contract' } } }]);
    expect(withoutTraits.purposesOf('contract')).toEqual(['salis', 'keitimas', 'automatinis']);
  });
});
