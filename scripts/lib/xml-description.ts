/**
 * The XML description of a type (generated/xml/<id>.html): every element with its path, its
 * Lithuanian label (the bundle's label keys looked up in locales/lt), whether it is required,
 * its rules, and an example document written by toXml from the type's first valid fixture.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CatalogEntry } from '../../src/domain/schema/catalog.js';
import { isPlainObject } from '../../src/domain/schema/catalog-error.js';
import { ITEM, namespaceOf } from '../../src/domain/xml/names.js';
import { namedType, shapeOf, type Defs } from '../../src/domain/xml/shape.js';
import { toXml } from '../../src/domain/xml/write.js';
import { lookup, readLocale } from './labels.js';
import { escapeXml } from '../../src/domain/xml-schema/node.js';
import { rulesOf } from '../../src/domain/xml-schema/rules.js';

interface Row {
  depth: number;
  name: string;
  label: string;
  required: boolean;
  rules: string[];
}

const titleOf = (node: unknown): string | undefined => (isPlainObject(node) && typeof node.title === 'string' ? node.title : undefined);

function rows(
  node: unknown,
  name: string,
  title: string | undefined,
  required: boolean,
  depth: number,
  defs: Defs,
  label: (k: string) => string | undefined,
  seen: string[],
  out: Row[],
): void {
  const def = namedType(node);
  const shape = shapeOf(node, defs);
  const key = title ?? titleOf(node) ?? (def ? titleOf(defs[def]) : undefined);
  out.push({ depth, name, label: (key && label(key)) ?? '—', required, rules: rulesOf(node, shape, defs, label) });
  if (def !== undefined && seen.includes(def)) return;
  const inner = def === undefined ? seen : [...seen, def];
  if (shape.kind === 'object') for (const f of shape.fields) rows(f.schema, f.name, f.title, f.required, depth + 1, defs, label, inner, out);
  if (shape.kind === 'array') rows(shape.items, ITEM, undefined, shape.minItems > 0, depth + 1, defs, label, inner, out);
  if (shape.kind === 'choice') for (const b of shape.branches) rows(b.schema, b.name, undefined, false, depth + 1, defs, label, inner, out);
}

function firstValidFixture(root: string, typeId: string): unknown {
  const dir = path.join(root, 'tests', 'fixtures', typeId, 'valid');
  const first = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()[0]
    : undefined;
  return first === undefined ? undefined : (JSON.parse(fs.readFileSync(path.join(dir, first), 'utf8')) as { data: unknown }).data;
}

/** The HTML page of one type. */
export function describeType(entry: CatalogEntry, root: string, banner: string): string {
  const lt = readLocale(root, 'lt');
  const label = (key: string) => lookup(lt, key);
  const defs = (entry.schema.$defs ?? {}) as Defs;
  const all: Row[] = [];
  rows(entry.schema, entry.id, entry.meta.titleKey, true, 0, defs, label, [], all);
  const example = firstValidFixture(root, entry.id);
  const title = label(entry.meta.titleKey) ?? entry.id;
  const e = escapeXml;
  const body = all
    .map(
      (r) =>
        `<tr><td><code>${'&#160;&#160;'.repeat(r.depth)}&lt;${e(r.name)}&gt;</code></td><td>${e(r.label)}</td><td>${r.required ? 'Taip' : 'Ne'}</td><td>${r.rules.map(e).join('; ')}</td></tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<!-- ${banner} Source: ${entry.files.schema} -->
<html lang="lt">
<head><meta charset="utf-8"><title>${e(title)} – XML aprašas</title>
<style>body{font-family:sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;vertical-align:top;text-align:left}pre{background:#f6f6f6;padding:1rem;overflow:auto}</style></head>
<body>
<h1>${e(title)} – XML aprašas</h1>
<p>Šakninis elementas <code>&lt;${e(entry.id)}&gt;</code>, vardų erdvė <code>${e(namespaceOf(entry.id))}</code>, schema <a href="${e(entry.id)}.xsd">${e(entry.id)}.xsd</a> (bendri tipai – <a href="common.xsd">common.xsd</a>). Elementai eina šia tvarka. XSD tikrina struktūrą ir reikšmių formą; sąlygines taisykles, kontrolinius skaitmenis ir datas šiandienos atžvilgiu tikrina serveris.</p>
<table>
<thead><tr><th>Elementas</th><th>Pavadinimas</th><th>Privalomas</th><th>Taisyklės</th></tr></thead>
<tbody>
${body}
</tbody>
</table>
${example === undefined ? '' : `<h2>Pavyzdys</h2>\n<pre>${e(toXml(entry, example))}</pre>\n`}</body>
</html>
`;
}
