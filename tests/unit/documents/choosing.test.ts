/** The choosers' facts: which types a role may start under a menu tab, and a type's kinds. */
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { PRECOMPILED } from '../../../src/domain/generated/validators/index';
import { creatableTypes } from '../../../src/features/documents/creatable';
import { kindsOf } from '../../../src/features/documents/kinds';

const catalog = [
  { id: 'sutartine-hipoteka', family: 'documents', titleKey: 't', route: '/hipoteka/sutartine-hipoteka', createRoles: ['DT_notaras', 'RG'] },
  { id: 'reikalavimo-perleidimas', family: 'documents', titleKey: 't', route: '/hipoteka/perleidimas', createRoles: ['DT_notaras', 'DT_antstolis'] },
  { id: 'priverstine-hipoteka', family: 'documents', titleKey: 't', route: '/hipoteka/priverstine-hipoteka', createRoles: ['DT_antstolis'] },
  { id: 'nuoma', family: 'documents', titleKey: 't', route: '/sutartis/nuoma', createRoles: ['DT_JA', 'RG'] },
  { id: 'pazyma', family: 'certificates', titleKey: 't', route: '/hipoteka/x', createRoles: ['DT_notaras'] },
];

describe('creatable types', () => {
  it('lists the documents of the menu tab whose createRoles meet the user', () => {
    expect(creatableTypes(catalog, '/hipoteka', ['DT_notaras']).map((t) => t.id)).toEqual(['sutartine-hipoteka', 'reikalavimo-perleidimas']);
    expect(creatableTypes(catalog, '/hipoteka', ['DT_antstolis']).map((t) => t.id)).toEqual(['reikalavimo-perleidimas', 'priverstine-hipoteka']);
    expect(creatableTypes(catalog, '/sutartis', ['DT_notaras'])).toEqual([]);
    expect(creatableTypes(catalog, '/sutartis', ['RG']).map((t) => t.id)).toEqual(['nuoma']);
    // A prefix is a whole segment: /hipotekaX is not under /hipoteka.
    expect(creatableTypes([{ ...catalog[0], route: '/hipotekax/a' }], '/hipoteka', ['RG'])).toEqual([]);
  });
});

describe('kinds of a type', () => {
  it('reads the contractual kinds, the forced subset, and none for types without kinds', async () => {
    const schemaOf = async (id: string) => (await PRECOMPILED[id]()).schema as RJSFSchema;
    expect(kindsOf(await schemaOf('sutartine-hipoteka'))).toEqual([
      'maksimalus',
      'paprastas',
      'jungtinis',
      'svetimas',
      'bendras',
      'imones',
      'salyginis',
      'pareikstinis',
    ]);
    expect(kindsOf(await schemaOf('priverstine-hipoteka'))).toEqual(['maksimalus', 'paprastas', 'jungtinis', 'bendras', 'imones']);
    expect(kindsOf(await schemaOf('nuoma'))).toEqual([]);
  });
});
