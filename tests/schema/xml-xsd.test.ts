/**
 * Every fixture as XML (toXml) against its type's generated XSD with xmllint (Debian
 * libxml2-utils): every valid fixture validates; every invalid fixture is refused unless the
 * rule it breaks cannot be said in XSD 1.0 (AJV_ONLY below, decision 0055) — and those must
 * validate, so the list stays exact.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xmlFiles } from '../../scripts/gen-xml.js';
import { loadCheckedCatalog, type CheckedCatalog } from '../../scripts/lib/catalog.js';
import { fixturesDir, readFixtures, type Fixture } from '../../scripts/lib/fixtures.js';
import { drift } from '../../scripts/lib/generated-files.js';
import { toXml } from '../../src/domain/xml/write.js';

/** Invalid fixtures (by name) whose only broken rules XSD 1.0 cannot express; AJV refuses them. */
const AJV_ONLY: [RegExp, string][] = [
  [/check-digits?$|^bank-account-check$/, 'check digits (personal, legal-entity code, IBAN mod-97)'],
  [/^duplicate-|^same-plot-twice$/, 'uniqueKey: ids unique within a list'],
  [/later-than-today$|earlier-than-today$|^main-contract-deadline-passed$/, 'dates relative to the server date'],
  [/^second-person-after-former-spouse$/, 'formerSpouse keyword'],
  [
    /^(skolininkas-yra-kreditorius|ikaito-davejas-yra-skolininkas|perleidzia-sau|ta-pati-salis-abiejose-pusese|sutuoktinis-yra-pareiskejas|pabaiga-pries-pradzia|pabaiga-pries-sudaryma|terminas-pries-sudaryma|data-pries-iregistravima|to-paties-objekto-daliu-suma-virsija-visuma|dalis-didesne-uz-visuma)$/,
    'cross-field keywords (dateOrder, distinctParties, shareTotal, properShare; decision 0122)',
  ],
  [/^wrong-type-dydis-text$/, 'a number sent as a JSON string: XML text has no JSON type'],
  [
    /^(other-reason-undescribed|kita-paskirtis-be-aprasymo|neither-maksimalus-nor-paprastas|maksimalus-without-maksimali-suma|maksimalus-and-paprastas|jungtinis-with-one-asset|imones-without-imone-asset|svetimas-without-ikaito-davejai|salygos-without-salyginis|salyginis-without-salygos|kreditoriai-missing-not-bearer|institution-without-position|ikaito-davejai-without-svetimas|claimants-missing|juridinis-with-vardas|foreign-person-with-asmens-kodas)$/,
    'a rule between fields (if/then/else, contains, not)',
  ],
];
const ajvOnly = (name: string) => AJV_ONLY.some(([re]) => re.test(name));

let dir: string;
let catalog: CheckedCatalog;
const verdicts = new Map<string, boolean>();

/** xmllint's verdict on each file: one run per type and kind. */
function lint(xsd: string, files: string[]): Map<string, boolean> {
  const run = spawnSync('xmllint', ['--noout', '--schema', xsd, ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const out = new Map<string, boolean>();
  for (const line of run.stderr.split('\n')) {
    const m = /^(.+) (validates|fails to validate)$/.exec(line);
    if (m) out.set(m[1], m[2] === 'validates');
  }
  return out;
}

beforeAll(() => {
  execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
  catalog = loadCheckedCatalog('.');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xsd-'));
  for (const [rel, content] of xmlFiles(catalog, '.').files) fs.writeFileSync(path.join(dir, path.basename(rel)), content);
  for (const entry of catalog.entries) {
    for (const kind of ['valid', 'invalid'] as const) {
      const fixtures = readFixtures('.', entry.id, []).filter((f) => f.kind === kind);
      const files = fixtures.map((f) => {
        const file = path.join(dir, `${entry.id}--${kind}--${f.name}.xml`);
        fs.writeFileSync(file, toXml(entry, f.data));
        return file;
      });
      for (const [file, ok] of lint(path.join(dir, `${entry.id}.xsd`), files)) verdicts.set(file, ok);
    }
  }
}, 120_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const typeIds = fs.readdirSync(fixturesDir('.')).filter((d) => fs.statSync(`${fixturesDir('.')}/${d}`).isDirectory());
const all: Fixture[] = typeIds.flatMap((id) => readFixtures('.', id, []));

describe('xmllint --schema <type>.xsd on every fixture as XML', () => {
  it('generated/xml is what npm run gen makes of the catalogue, fixtures and labels (run npm run gen when this fails)', () => {
    expect(drift('.', xmlFiles(catalog, '.'))).toEqual([]);
  });
  it('the XSDs themselves are valid schemas', () => {
    for (const id of typeIds)
      expect(spawnSync('xmllint', ['--noout', '--schema', path.join(dir, `${id}.xsd`), '/dev/null']).stderr.toString()).not.toMatch(
        /failed to compile|Schemas parser error/,
      );
  });
  it('every fixture got a verdict', () => {
    expect(verdicts.size).toBe(all.length);
  });
  for (const f of all) {
    const expected = f.kind === 'valid' || ajvOnly(f.name);
    it(`${f.typeId} ${f.kind}/${f.name} ${expected ? 'validates' : 'is refused'}${f.kind === 'invalid' && expected ? ' (AJV only)' : ''}`, () => {
      expect(verdicts.get(path.join(dir, `${f.typeId}--${f.kind}--${f.name}.xml`))).toBe(expected);
    });
  }
});
