/** The search domain: role scopes (decision 0060), criteria checks, name folding and the index rows of an entry. */
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../src/domain/access/roles.js';
import { checkCriteria, identifierKey } from '../../../src/domain/search/criteria.js';
import { entryIndexRows } from '../../../src/domain/search/entry-index.js';
import { nameKey, nameKeys } from '../../../src/domain/search/name-key.js';
import { entrySections, mayRegisterSearch, resultLevel, seesHistory } from '../../../src/domain/search/scopes.js';

describe('search role scopes', () => {
  it('gives each P_S and P_TZ role its own tab only, full or exists', () => {
    expect(resultLevel(['P_S_pagal_JA'], 'juridinis', 'workplace')).toBe('full');
    expect(resultLevel(['P_S_pagal_JA'], 'fizinis', 'workplace')).toBeNull();
    expect(resultLevel(['P_TZ_pagal_FA'], 'fizinis', 'workplace')).toBe('exists');
    expect(resultLevel(['P_TZ_pagal_FA'], 'juridinis', 'workplace')).toBeNull();
    expect(resultLevel(['P_TZ_pagal_turta', 'P_S_pagal_turta'], 'turtas', 'workplace')).toBe('full');
    for (const role of ['P_S_pagal_koda', 'P_I_pagal_ID', 'P_IA_pagal_ID', 'P_IT_pagal_ID', 'P_IAT_pagal_ID'] as Role[]) {
      expect(resultLevel([role], 'kodas', 'workplace'), role).toBe('full');
      expect(resultLevel([role], 'turtas', 'workplace'), role).toBeNull();
    }
    expect(resultLevel(['P_matyti_istorija', 'KAC_darbuotojas'], 'kodas', 'workplace')).toBeNull();
  });

  it('lets the portal search every tab at the exists level only', () => {
    expect(resultLevel(['EL_FA'], 'fizinis', 'portal')).toBe('exists');
    expect(resultLevel(['P_S_pagal_FA'], 'fizinis', 'portal')).toBeNull();
  });

  it('opens an entry with the sections the identifier roles grant', () => {
    expect(entrySections(['P_I_pagal_ID'])).toEqual({ parties: false, assets: false, history: false });
    expect(entrySections(['P_IA_pagal_ID'])).toEqual({ parties: true, assets: false, history: false });
    expect(entrySections(['P_IT_pagal_ID'])).toEqual({ parties: false, assets: true, history: false });
    expect(entrySections(['P_IAT_pagal_ID', 'P_matyti_istorija'])).toEqual({ parties: true, assets: true, history: true });
    expect(entrySections(['P_S_pagal_FA'])).toEqual({ parties: true, assets: true, history: false });
    expect(entrySections(['P_TZ_pagal_JA'])).toBeNull();
    expect(entrySections(['P_matyti_istorija'])).toBeNull();
    expect(entrySections(['RG_STSR_registrat'])).toEqual({ parties: true, assets: true, history: false });
    expect(entrySections(['KAC_darbuotojas', 'P_matyti_istorija'])).toEqual({ parties: true, assets: true, history: true });
    expect(entrySections(['RGV'])).toBeNull();
  });

  it('grants history and registering searches to their roles only', () => {
    expect(seesHistory(['P_matyti_istorija'])).toBe(true);
    expect(seesHistory(['P_S_pagal_FA'])).toBe(false);
    expect(mayRegisterSearch(['KAC_darbuotojas'])).toBe(true);
    expect(mayRegisterSearch(['RG_STSR_registrat'])).toBe(true);
    expect(mayRegisterSearch(['RGV'])).toBe(false);
    expect(mayRegisterSearch(['P_S_pagal_JA'])).toBe(false);
  });
});

describe('search criteria', () => {
  it('refuses malformed codes, empty criteria, short names and a person search without a purpose', () => {
    expect(checkCriteria('juridinis', {})).toEqual({ ok: false, messageKey: 'errors.search_criteria_required' });
    expect(checkCriteria('juridinis', { code: '12345' })).toEqual({ ok: false, messageKey: 'errors.search_invalid_legal_entity_code' });
    expect(checkCriteria('juridinis', { name: 'ab' })).toEqual({ ok: false, messageKey: 'errors.search_name_too_short' });
    expect(checkCriteria('fizinis', { code: '38703181745' })).toEqual({ ok: false, messageKey: 'errors.search_purpose_required' });
    expect(checkCriteria('fizinis', { code: '38703181746', purpose: 'kreditavimas' })).toEqual({
      ok: false,
      messageKey: 'errors.search_invalid_personal_code',
    });
    expect(checkCriteria('fizinis', { name: 'Petraitis', purpose: 'kreditavimas' })).toEqual({ ok: false, messageKey: 'errors.search_birth_date_required' });
    expect(checkCriteria('fizinis', { code: '38703181745', purpose: 'smalsumas' })).toMatchObject({ ok: true, purpose: 'smalsumas' }); // whether it is a purpose valid now is the server's (the classifier's rows)
    expect(checkCriteria('kodas', { number: '1234' })).toEqual({ ok: false, messageKey: 'errors.search_invalid_idk' });
    expect(checkCriteria('kodas', { number: 'STSR-20-1' })).toEqual({ ok: false, messageKey: 'errors.search_invalid_registry_number' });
  });

  it('turns good criteria into index queries', () => {
    expect(checkCriteria('juridinis', { name: ' ŽALGIRIS ' })).toEqual({ ok: true, query: { by: 'name', prefix: 'zalgiris', birthDate: null }, purpose: null });
    expect(checkCriteria('fizinis', { name: 'Petraitienė', birthDate: '1987-03-18', purpose: 'notarinis_veiksmas' })).toEqual({
      ok: true,
      query: { by: 'name', prefix: 'petraitiene', birthDate: '1987-03-18' },
      purpose: 'notarinis_veiksmas',
    });
    expect(checkCriteria('turtas', { identifier: 'wvw zzz 1jz 3w386752' })).toMatchObject({ ok: true, query: { by: 'code', value: 'WVWZZZ1JZ3W386752' } });
    expect(checkCriteria('kodas', { number: 'STSR-2026-000001' })).toMatchObject({ ok: true, query: { value: 'STSR-2026-000001' } });
    expect(checkCriteria('kodas', { number: '12345678901234' })).toMatchObject({ ok: true });
  });
});

describe('name keys and entry index rows', () => {
  it('folds case, Lithuanian letters and punctuation', () => {
    expect(nameKey('UAB „ŽALGIRIS“')).toBe('uab zalgiris');
    expect(nameKeys('Rasa Petraitienė')).toEqual(['rasa petraitiene', 'petraitiene']);
    expect(identifierKey(' 4400-1234 ')).toBe('4400-1234');
  });

  it('indexes parties, assets, real-property units, the registry number and IDKs', () => {
    const data = {
      skolininkai: [{ asmensTipas: 'fizinis', vardas: 'Jonas', pavarde: 'Petraitis', asmensKodas: '38703181745' }],
      kreditoriai: [{ asmensTipas: 'juridinis', pavadinimas: 'AB „Pavyzdžių bankas“', jaKodas: '112233445' }],
      turtas: [{ turtasID: 't1', rusis: 'ktp', vin: 'wvwzzz1jz3w386752' }],
      objektai: [{ objektoID: 'o1', unikalusNr: '4400-5512-3017' }],
      dokumentas: { pavadinimas: 'Sutartis', data: '2026-01-02', idk: '12345678901234' },
    };
    expect(entryIndexRows(data, 'STSR-2026-000007')).toEqual([
      { kind: 'fizinis', role: 'skolininkai', code: '38703181745', name: 'Jonas Petraitis', keys: ['jonas petraitis', 'petraitis'], birthDate: '1987-03-18' },
      {
        kind: 'juridinis',
        role: 'kreditoriai',
        code: '112233445',
        name: 'AB „Pavyzdžių bankas“',
        keys: ['ab pavyzdziu bankas', 'pavyzdziu bankas', 'bankas'],
        birthDate: null,
      },
      { kind: 'turtas', role: 'ktp', code: 'WVWZZZ1JZ3W386752', name: null, keys: [], birthDate: null },
      { kind: 'turtas', role: 'ntr', code: '4400-5512-3017', name: null, keys: [], birthDate: null },
      { kind: 'kodas', role: 'registro_nr', code: 'STSR-2026-000007', name: null, keys: [], birthDate: null },
      { kind: 'kodas', role: 'idk', code: '12345678901234', name: null, keys: [], birthDate: null },
    ]);
  });
});
