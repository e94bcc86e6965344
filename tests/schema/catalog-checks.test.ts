/**
 * A malformed catalogue fails npm run check:schemas and the server start-up with a message
 * naming the file and the JSON pointer — never a blank page.
 */
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { loadConfig } from '../../api/config.js';
import { CatalogError, formatProblem } from '../../src/domain/schema/catalog-error.js';
import { checkCatalog } from '../../scripts/lib/check-catalog.js';
import { createTestDb } from '../helpers/database.js';
import { copyCatalog, type CatalogCopy } from './catalog-copy.js';

const SCHEMA = 'schemas/documents/sutartine-hipoteka.schema.json';
const UI = 'ui-schemas/documents/sutartine-hipoteka.ui.json';
const ENCUMBRANCE = 'schemas/common/encumbrance.schema.json';
type J = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let copy: CatalogCopy | undefined;
afterEach(() => copy?.remove());

function broken(change: (c: CatalogCopy) => void): string[] {
  copy = copyCatalog();
  change(copy);
  return checkCatalog(copy.root).problems.map(formatProblem);
}

async function startUpError(root: string): Promise<string> {
  const db = await createTestDb('sqlite');
  try {
    const config = loadConfig({ CATALOG_DIR: root, CLIENT_DIR: '.no-client', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, db, logger: false });
    await app.close();
    return 'started';
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogError);
    return (error as Error).message;
  } finally {
    await db.cleanup();
  }
}

describe('catalogue checks name the file and the JSON pointer', () => {
  it('the repository catalogue checks out clean (what npm run check:schemas runs)', () => {
    expect(checkCatalog('.').problems).toEqual([]);
  });

  it('invalid JSON: file, line and column — and the server refuses to start with the same', async () => {
    const problems = broken((c) => c.writeText(UI, '{ "layout": { "tabs": [ }'));
    expect(problems).toHaveLength(1);
    expect(problems).toEqual(['ui-schemas/documents/sutartine-hipoteka.ui.json#: invalid JSON: unexpected "}" (line 1, column 25)']);
    expect(await startUpError(copy!.root)).toContain('ui-schemas/documents/sutartine-hipoteka.ui.json#: invalid JSON');
  });

  it('a schema that is not valid JSON Schema', async () => {
    const problems = broken((c) => {
      const s = c.readJson('schemas/common/address.schema.json') as J;
      s.$defs.address.properties.gatve.type = 'strin';
      c.writeJson('schemas/common/address.schema.json', s);
    });
    expect(problems).toEqual([
      expect.stringMatching(/^schemas\/common\/address\.schema\.json#\/\$defs\/address\/properties\/gatve\/type: not valid JSON Schema/),
    ]);
    // the bundle changed, so the server compiles at start-up — after the same meta-check
    expect(await startUpError(copy!.root)).toContain('schemas/common/address.schema.json#/$defs/address/properties/gatve/type');
  });

  it('an unknown keyword and a malformed keyword value', () => {
    const problems = broken((c) => {
      const e = c.readJson(ENCUMBRANCE) as J;
      e.$defs.transaction.properties.numeris.maxLenght = 50;
      c.writeJson(ENCUMBRANCE, e);
      const s = c.readJson(SCHEMA) as J;
      s.properties.turtas.uniqueKey = 'turtas ID';
      c.writeJson(SCHEMA, s);
    });
    expect(problems).toContain(
      `${ENCUMBRANCE}#/$defs/transaction/properties/numeris/maxLenght: unknown keyword "maxLenght" (see schemas/README.md for the vocabulary)`,
    );
    expect(problems.some((p) => p.startsWith(`${SCHEMA}#/properties/turtas/uniqueKey: invalid "uniqueKey"`))).toBe(true);
  });

  it('a pattern without its message named, a malformed messageKeys (decision 0111)', () => {
    const problems = broken((c) => {
      const e = c.readJson(ENCUMBRANCE) as J;
      e.$defs.transaction.properties.numeris.pattern = '^[0-9]+$';
      c.writeJson(ENCUMBRANCE, e);
      const s = c.readJson(SCHEMA) as J;
      s.properties.turtas.messageKeys = { minItems: 'Netinkama' };
      c.writeJson(SCHEMA, s);
    });
    expect(problems).toContain(
      `${ENCUMBRANCE}#/$defs/transaction/properties/numeris/pattern: a "pattern" needs its message named: "messageKeys": { "pattern": "validation.…" }`,
    );
    expect(problems.some((p) => p.startsWith(`${SCHEMA}#/properties/turtas/messageKeys/minItems: invalid "messageKeys"`))).toBe(true);
  });

  it('a message key a schema names without its lt and en texts', () => {
    const problems = broken((c) => {
      const v = c.readJson('schemas/common/values.schema.json') as J;
      v.$defs.country.messageKeys.pattern = 'validation.countryCodeNew';
      c.writeJson('schemas/common/values.schema.json', v);
    });
    expect(problems.sort()).toEqual([
      'locales/en/validation.json#/validation/countryCodeNew: no en text for "validation.countryCodeNew"',
      'locales/lt/validation.json#/validation/countryCodeNew: no lt text for "validation.countryCodeNew"',
    ]);
  });

  it('a $ref that does not resolve — and the server refuses to start', async () => {
    const problems = broken((c) => {
      const s = c.readJson(SCHEMA) as J;
      s.properties.duomenuTeikejas.$ref = '../common/provider.schema.json#/$defs/teikejas';
      c.writeJson(SCHEMA, s);
    });
    expect(problems).toEqual([
      `${SCHEMA}#/properties/duomenuTeikejas/$ref: $ref "../common/provider.schema.json#/$defs/teikejas" does not resolve: schemas/common/provider.schema.json has nothing at #/$defs/teikejas`,
    ]);
    expect(await startUpError(copy!.root)).toContain(`${SCHEMA}#/properties/duomenuTeikejas/$ref`);
  });

  it('an open object, inline list items, and a wrong $id or registry', () => {
    const problems = broken((c) => {
      const e = c.readJson(ENCUMBRANCE) as J;
      delete e.$defs.transaction.additionalProperties;
      c.writeJson(ENCUMBRANCE, e);
      const s = c.readJson(SCHEMA) as J;
      s.properties.informavimas.items = { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false };
      s.$id = 'https://registrai.lt/schemas/documents/kita.schema.json';
      s.registry.family = 'requests';
      c.writeJson(SCHEMA, s);
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^schemas\/common\/encumbrance\.schema\.json#\/\$defs\/transaction: an object with properties must say "additionalProperties": false/,
        ),
        expect.stringMatching(/#\/properties\/informavimas\/items: list items that are objects must be a \$ref/),
        expect.stringMatching(/#\/\$id: \$id must be "https:\/\/registrai\.lt\/schemas\/documents\/sutartine-hipoteka\.schema\.json"/),
        expect.stringMatching(/#\/registry\/family: family must be "documents"/),
      ]),
    );
  });

  it('ui files: a uiSchema field, a tab field and a condition value the schema does not have; a field in no tab; the first step', async () => {
    const problems = broken((c) => {
      const u = c.readJson(UI) as J;
      u.uiSchema.dokumentas.idkk = { 'ui:widget': 'text' };
      u.layout.tabs[0].fields.push('dokumentai');
      u.layout.tabs = u.layout.tabs.filter((t: J) => t.id !== 'informavimas');
      u.layout.conditions.salygos.contains = 'salygine';
      u.layout.steps.reverse();
      c.writeJson(UI, u);
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        `${UI}#/uiSchema/dokumentas/idkk: "idkk" is not a field of the schema here`,
        `${UI}#/layout/tabs/0/fields/2: "dokumentai" is not a top-level field of the schema`,
        `${UI}#/layout/tabs: top-level field "informavimas" is in no tab`,
        `${UI}#/layout/conditions/salygos/contains: "salygine" is not a value of "rusys"`,
        `${UI}#/layout/steps/0/id: the first step is "asmenys" (titled 'Duomenys')`,
      ]),
    );
    expect(await startUpError(copy!.root)).toContain(`${UI}#/uiSchema/dokumentas/idkk`);
  });

  it('a missing label, in lt for every type and in en for shared definitions', () => {
    const problems = broken((c) => {
      for (const lng of ['lt', 'en']) {
        const f = c.readJson(`locales/${lng}/fields.json`) as J;
        delete f.fields.personBase.pavarde;
        c.writeJson(`locales/${lng}/fields.json`, f);
      }
      const t = c.readJson('locales/lt/types/sutartine-hipoteka.json') as J;
      delete t.types['sutartine-hipoteka'].fields.nustatymas;
      c.writeJson('locales/lt/types/sutartine-hipoteka.json', t);
    });
    expect(problems.sort()).toEqual([
      'locales/en/fields.json#/fields/personBase/pavarde: no en text for "fields.personBase.pavarde"',
      'locales/lt/fields.json#/fields/personBase/pavarde: no lt text for "fields.personBase.pavarde"',
      'locales/lt/types/sutartine-hipoteka.json#/types/sutartine-hipoteka/fields/nustatymas: no lt text for "types.sutartine-hipoteka.fields.nustatymas"',
    ]);
  });

  it('a type without invalid fixtures', () => {
    const problems = broken((c) => fs.rmSync(c.at('tests/fixtures/sutartine-hipoteka/invalid'), { recursive: true }));
    expect(problems).toEqual(['tests/fixtures/sutartine-hipoteka/invalid#: type "sutartine-hipoteka" needs at least one invalid fixture']);
  });

  it('a request (portal) type without wizard steps', () => {
    const problems = broken((c) => {
      const ui = c.readJson('ui-schemas/requests/nuomos-sutartis-sudarymas.ui.json') as J;
      ui.layout = { tabs: [{ id: 'duomenys', fields: ['pareiskejas', 'davejai', 'gavejai', 'objektai', 'sutartis', 'dokumentas', 'kitaInformacija'] }] };
      c.writeJson('ui-schemas/requests/nuomos-sutartis-sudarymas.ui.json', ui);
    });
    expect(problems).toEqual([
      'ui-schemas/requests/nuomos-sutartis-sudarymas.ui.json#/layout: a requests type is filled in as a wizard: declare steps (the first "asmenys")',
    ]);
  });

  it('a fixture that does not behave as named', () => {
    const problems = broken((c) => {
      const f = c.readJson('tests/fixtures/sutartine-hipoteka/invalid/idk-13-digits.json') as J;
      f.expect = [{ path: '/dokumentas/idk', messageKey: 'validation.required' }];
      c.writeJson('tests/fixtures/sutartine-hipoteka/invalid/idk-13-digits.json', f);
      const v = c.readJson('tests/fixtures/sutartine-hipoteka/valid/paprastas-vienas-turtas.json') as J;
      v.data.dokumentas.idk = '1';
      c.writeJson('tests/fixtures/sutartine-hipoteka/valid/paprastas-vienas-turtas.json', v);
    });
    expect(problems.sort()).toEqual([
      'tests/fixtures/sutartine-hipoteka/invalid/idk-13-digits.json#: expected ["/dokumentas/idk","validation.required",null], got ["/dokumentas/idk","validation.idk",null]',
      'tests/fixtures/sutartine-hipoteka/valid/paprastas-vienas-turtas.json#: expected no errors, got ["/dokumentas/idk","validation.idk",null]',
    ]);
  });
});
