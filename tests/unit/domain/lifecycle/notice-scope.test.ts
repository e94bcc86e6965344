/** What a notice may change: by its kind, its type's schema and who files it (decision 0158). */
import { describe, expect, it } from 'vitest';
import { addressSections, changeableSections, tabChangeable } from '../../../../src/domain/lifecycle/notice-scope.js';

const person = { type: 'object', properties: { pavadinimas: { type: 'string' }, adresas: { $ref: '#/$defs/adresas' } } };
const schema = {
  type: 'object',
  properties: {
    rusys: { type: 'array', items: { type: 'string' } },
    dokumentas: { type: 'object', properties: { idk: { type: 'string' } } },
    duomenuTeikejas: { type: 'object', properties: { istaigosAdresas: { type: 'string' } } },
    kreditoriai: { type: 'array', items: { $ref: '#/$defs/asmuo' } },
    turtas: { type: 'array', items: { type: 'object', properties: { verte: { type: 'number' } } } },
    prievoles: { type: 'array' },
  },
  $defs: { asmuo: person, adresas: { type: 'object', properties: { gatve: { type: 'string' } } } },
};

describe('changeableSections', () => {
  it('an address change: the sections holding an address at any depth, through $refs and array items', () => {
    expect(addressSections(schema)).toEqual(['duomenuTeikejas', 'kreditoriai']);
    expect(changeableSections('adreso_keitimas', schema, { face: 'workplace' })).toEqual(['duomenuTeikejas', 'kreditoriai']);
  });

  it('a workplace change: every section but the entry’s kinds and document; a termination none; a first notice all', () => {
    expect(changeableSections('pakeitimas', schema, { face: 'workplace' })).toEqual(['duomenuTeikejas', 'kreditoriai', 'turtas', 'prievoles']);
    expect(changeableSections('nutraukimas', schema, { face: 'workplace' })).toEqual([]);
    expect(changeableSections('pirminis', schema, { face: 'workplace' })).toBeNull();
  });

  it('a portal change: by the filer’s side in the entry', () => {
    const portal = (objectKind: 'pledge' | 'mortgage' | 'contract', roles: string[]) =>
      changeableSections('pakeitimas', schema, { face: 'portal', objectKind, roles });
    expect(portal('pledge', ['skolininkai'])).toEqual(['turtas']);
    expect(portal('mortgage', ['skolininkai'])).toEqual([]);
    expect(portal('mortgage', ['kreditoriai'])).toEqual(['prievoles', 'salygos', 'kitaInformacija']);
    expect(portal('contract', ['gavejai'])).toEqual(['sutartis', 'dalykai']);
    expect(portal('contract', [])).toEqual([]);
    expect(changeableSections('nutraukimas', schema, { face: 'portal', objectKind: 'pledge', roles: ['kreditoriai'] })).toEqual([]);
  });

  it('a tab is editable when every field of it may change', () => {
    expect(tabChangeable(['turtas'], ['turtas', 'prievoles'])).toBe(true);
    expect(tabChangeable(['rusys', 'dokumentas'], ['dokumentas'])).toBe(false);
    expect(tabChangeable([], [])).toBe(false);
    expect(tabChangeable(['rusys'], null)).toBe(true);
  });
});
