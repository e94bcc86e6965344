/**
 * JSON → XML → JSON of every fixture: valid fixtures come back equal; invalid ones come back
 * as data the type's precompiled validator refuses with exactly the fixture's errors (one set
 * of errors for XML and JSON), and each error path has its XML element path.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCheckedCatalog } from '../../scripts/lib/catalog.js';
import { fixturesDir, normalize, readFixtures } from '../../scripts/lib/fixtures.js';
import { PRECOMPILED } from '../../src/domain/generated/validators/index.js';
import { rootValidator, validateData } from '../../src/domain/schema/precompiled.js';
import { fromXml } from '../../src/domain/xml/read.js';
import { toXml } from '../../src/domain/xml/write.js';
import { xmlPath } from '../../src/domain/xml/xml-path.js';

const catalog = loadCheckedCatalog('.');
const typeIds = fs.readdirSync(fixturesDir('.')).filter((d) => fs.statSync(`${fixturesDir('.')}/${d}`).isDirectory());
/** A JSON type error XML cannot carry: the text "100000" reads back as the number. */
const TYPE_ONLY_IN_JSON = new Set(['wrong-type-dydis-text']);
/** Invalid data XML cannot even be written as: an asset of no known kind has no branch element. */
const REFUSED_AS_XML: Record<string, { path: string; messageKey: string }> = {
  'unknown-asset-kind': { path: '/sutartine-hipoteka/turtas/item[1]', messageKey: 'errors.xml_choice' },
};

describe('JSON → XML → JSON', () => {
  for (const typeId of typeIds) {
    const entry = catalog.entries.find((e) => e.id === typeId)!;
    for (const f of readFixtures('.', typeId, [])) {
      if (f.kind === 'valid') {
        it(`${typeId} valid/${f.name} comes back equal`, () => {
          expect(fromXml(entry, toXml(entry, f.data))).toEqual({ ok: true, data: f.data });
        });
      } else if (f.name in REFUSED_AS_XML) {
        it(`${typeId} invalid/${f.name} is refused by the converter`, () => {
          const read = fromXml(entry, toXml(entry, f.data));
          expect(read.ok ? [] : read.errors.map(({ path, messageKey }) => ({ path, messageKey }))).toEqual([REFUSED_AS_XML[f.name]]);
        });
      } else if (!TYPE_ONLY_IN_JSON.has(f.name)) {
        it(`${typeId} invalid/${f.name} is refused with the same errors`, async () => {
          const read = fromXml(entry, toXml(entry, f.data));
          expect(read.ok).toBe(true);
          const data = read.ok ? read.data : undefined;
          const errors = validateData(rootValidator(await PRECOMPILED[typeId]()), data, { today: f.today });
          expect(normalize(errors)).toEqual(normalize(f.expect));
          for (const e of errors) expect(xmlPath(entry, data, e.path)).toMatch(new RegExp(`^/${typeId}(/[A-Za-z_][\\w.-]*(\\[\\d+\\])?)*$`));
        });
      }
    }
  }
});

describe('xmlPath', () => {
  const entry = catalog.entries.find((e) => e.id === 'sutartine-hipoteka')!;
  const data = readFixtures('.', 'sutartine-hipoteka', []).find((f) => f.name === 'visos-rusys-16-turto-rusiu')!.data as { turtas: { rusis: string }[] };
  it('names list items by position and a oneOf by its branch element', () => {
    expect(xmlPath(entry, data, '/dokumentas/idk')).toBe('/sutartine-hipoteka/dokumentas/idk');
    expect(xmlPath(entry, data, '/turtas/1/verte')).toBe(`/sutartine-hipoteka/turtas/item[2]/asset_${data.turtas[1].rusis}/verte`);
    expect(xmlPath(entry, data, '/skolininkai/0')).toBe('/sutartine-hipoteka/skolininkai/item[1]');
  });
});
