/**
 * Property: for data shaped like every valid fixture of every type but with arbitrary texts (any code
 * point, markup characters, CR), numbers (any finite double, -0, exponents) and booleans,
 * fromXml(toXml(data)) equals data — or toXml refuses because a text holds a character XML 1.0
 * cannot carry (control characters, lone surrogates), and only then.
 */
import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadCheckedCatalog } from '../../../scripts/lib/catalog.js';
import { fixturesDir, readFixtures } from '../../../scripts/lib/fixtures.js';
import { NOT_XML_CHAR } from '../../../src/domain/xml/names.js';
import { fromXml } from '../../../src/domain/xml/read.js';
import { toXml, XmlUnrepresentableError } from '../../../src/domain/xml/write.js';

const catalog = loadCheckedCatalog('.');

type Leaf = { path: (string | number)[]; value: string | number | boolean };

function leaves(node: unknown, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(node)) return node.flatMap((v, i) => leaves(v, [...path, i]));
  if (node !== null && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => leaves(v, [...path, k]));
  return ['string', 'number', 'boolean'].includes(typeof node) ? [{ path, value: node as Leaf['value'] }] : [];
}

function setAt(root: unknown, path: (string | number)[], value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
}

const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom('<', '>', '&', ']]>', '\r', '\n', '\t', ' ', '"', 'ą', '😀', '\u0001', '\uD800') }),
);
const anyNumber = fc.double({ noNaN: true, noDefaultInfinity: true });
const wholeNumber = fc.oneof(fc.integer(), anyNumber.filter(Number.isInteger));

/** Every valid fixture of every type (tests/fixtures/<type>/valid). */
const CASES = fs
  .readdirSync(fixturesDir('.'))
  .filter((d) => fs.statSync(`${fixturesDir('.')}/${d}`).isDirectory())
  .flatMap((typeId) =>
    readFixtures('.', typeId, [])
      .filter((f) => f.kind === 'valid')
      .map((f) => ({ typeId, name: f.name, base: f.data })),
  );

describe('fromXml(toXml(data)) is data (property)', () => {
  for (const { typeId, name, base } of CASES) {
    const entry = catalog.entries.find((e) => e.id === typeId)!;
    // The asset kind picks the XML branch element: an unknown kind cannot be written (tests/schema/xml-round-trip).
    const mutable = leaves(base).filter((l) => l.path[l.path.length - 1] !== 'rusis');
    const arbitraries = mutable.map((l) =>
      typeof l.value === 'string' ? text : typeof l.value === 'boolean' ? fc.boolean() : Number.isInteger(l.value) ? wholeNumber : anyNumber,
    );
    it(`${typeId} valid/${name}: arbitrary texts, numbers and booleans in its fields`, () => {
      fc.assert(
        fc.property(fc.tuple(...arbitraries), (values) => {
          const data = structuredClone(base);
          mutable.forEach((l, i) => setAt(data, l.path, values[i]));
          if (values.some((v) => typeof v === 'string' && NOT_XML_CHAR.test(v))) {
            expect(() => toXml(entry, data)).toThrow(XmlUnrepresentableError);
            return;
          }
          expect(fromXml(entry, toXml(entry, data))).toEqual({ ok: true, data });
        }),
        { numRuns: 60 },
      );
    });
  }
});
