import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASSET_IDENTIFIER } from '../../../src/domain/documents/asset-identifiers.js';
import { indexRows, searchKey } from '../../../src/domain/documents/index-rows.js';

const fixture = (name: string) => (JSON.parse(fs.readFileSync(`tests/fixtures/sutartine-hipoteka/valid/${name}`, 'utf8')) as { data: unknown }).data;

describe('indexRows', () => {
  it('finds every party with its role, code and name, and every asset with its unique number', () => {
    const { parties, assets } = indexRows(fixture('paprastas-vienas-turtas.json'));
    expect(parties).toContainEqual({ role: 'skolininkai', personType: 'fizinis', code: '38703181745', name: 'Jonas Jonaitis', nameKey: 'jonas jonaitis' });
    expect(parties).toContainEqual(expect.objectContaining({ role: 'kreditoriai', personType: 'juridinis', code: '112029651', name: 'AB Pavyzdžio bankas' }));
    expect(assets).toEqual([{ itemId: 't1', kind: 'ntr', identifier: '4400-1234-5678:0001', valueEur: 120000 }]);
  });

  it('indexes all sixteen asset kinds by their identifying field', () => {
    const { assets } = indexRows(fixture('visos-rusys-16-turto-rusiu.json'));
    expect(new Set(assets.map((a) => a.kind)).size).toBe(16);
    for (const a of assets.filter((x) => x.kind !== 'kitas')) expect(a.identifier, a.kind).toBeTruthy();
  });

  it('ignores non-objects', () => {
    expect(indexRows(null)).toEqual({ parties: [], assets: [] });
    expect(indexRows([1, 2])).toEqual({ parties: [], assets: [] });
  });
});

describe('searchKey', () => {
  it('folds case and Lithuanian diacritics', () => {
    expect(searchKey('  Žemaitė   ĄČĘĖĮŠŲŪ ')).toBe('zemaite aceeisuu');
  });
});

describe('ASSET_IDENTIFIER', () => {
  it('names, for every kind, a property that kind really has in schemas/common/asset.schema.json', () => {
    const defs = (
      JSON.parse(fs.readFileSync('schemas/common/asset.schema.json', 'utf8')) as { $defs: Record<string, { properties?: Record<string, unknown> }> }
    ).$defs;
    const kinds = (defs.assetKind as unknown as { enum: string[] }).enum;
    expect(Object.keys(ASSET_IDENTIFIER).sort()).toEqual([...kinds].sort());
    for (const [kind, field] of Object.entries(ASSET_IDENTIFIER)) {
      expect(Object.keys(defs[`asset_${kind}`].properties ?? {}), kind).toContain(field);
    }
  });
});
