/**
 * Reads the catalogue folder: schemas/common/*.schema.json, schemas/<family>/<id>.schema.json,
 * ui-schemas/<family>/<id>.ui.json and ui-schemas/common/definitions.ui.json. Unparsable
 * files become problems naming file, line and column; assembling and checking is
 * src/domain/schema/catalog.ts. Used by the server at start-up and by the scripts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SchemaFile } from '../../../src/domain/schema/bundle.js';
import type { JsonFile, RawCatalog, RawType } from '../../../src/domain/schema/catalog.js';
import { isPlainObject, type CatalogProblem } from '../../../src/domain/schema/catalog-error.js';
import { FAMILIES, type Family } from '../../../src/domain/schema/vocabulary.js';
import { jsonErrorOffset, lineAndColumn } from './json-position.js';

const rel = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/** A JSON syntax error as "unexpected … (line L, column C)". */
function describeSyntaxError(text: string): string {
  const offset = jsonErrorOffset(text);
  if (offset < 0) return 'not valid JSON';
  const { line, column } = lineAndColumn(text, offset);
  const found = offset >= text.length ? 'end of file' : JSON.stringify(text[offset]);
  return `unexpected ${found} (line ${line}, column ${column})`;
}

/** Parses one JSON file; a problem (never an exception) when it cannot be read or parsed. */
export function readJsonFile(root: string, file: string, problems: CatalogProblem[]): JsonFile | undefined {
  const name = rel(root, file);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    problems.push({ file: name, pointer: '', message: `cannot read: ${(error as Error).message}` });
    return undefined;
  }
  try {
    return { file: name, json: JSON.parse(text) };
  } catch {
    problems.push({ file: name, pointer: '', message: `invalid JSON: ${describeSyntaxError(text)}` });
    return undefined;
  }
}

function listFiles(dir: string): string[] {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => d.name)
        .sort()
    : [];
}

function readSchemas(root: string, folder: string, problems: CatalogProblem[]): { name: string; file: SchemaFile }[] {
  const out: { name: string; file: SchemaFile }[] = [];
  const dir = path.join(root, 'schemas', folder);
  for (const name of listFiles(dir)) {
    if (!name.endsWith('.schema.json')) {
      problems.push({ file: rel(root, path.join(dir, name)), pointer: '', message: 'unexpected file: schema files are named <id>.schema.json' });
      continue;
    }
    const parsed = readJsonFile(root, path.join(dir, name), problems);
    if (!parsed) continue;
    if (!isPlainObject(parsed.json)) {
      problems.push({ file: parsed.file, pointer: '', message: 'a schema file holds a JSON object' });
      continue;
    }
    out.push({ name: name.slice(0, -'.schema.json'.length), file: { file: parsed.file, schema: parsed.json } });
  }
  return out;
}

/**
 * Everything under a catalogue root, parsed but not yet checked.
 * @param root folder holding schemas/ and ui-schemas/ (the repository root by default)
 */
export function readCatalog(root: string): RawCatalog {
  const problems: CatalogProblem[] = [];
  if (!fs.existsSync(path.join(root, 'schemas'))) problems.push({ file: 'schemas', pointer: '', message: `no schemas/ folder under ${root}` });
  for (const entry of fs.existsSync(path.join(root, 'schemas')) ? fs.readdirSync(path.join(root, 'schemas'), { withFileTypes: true }) : []) {
    if (entry.isDirectory() && entry.name !== 'common' && !(FAMILIES as readonly string[]).includes(entry.name)) {
      problems.push({ file: `schemas/${entry.name}`, pointer: '', message: `unknown folder: families are ${FAMILIES.join(', ')} (and common)` });
    }
  }
  const common = readSchemas(root, 'common', problems).map((x) => x.file);
  const types: RawType[] = [];
  for (const family of FAMILIES as readonly Family[]) {
    for (const { name, file } of readSchemas(root, family, problems)) {
      const uiPath = path.join(root, 'ui-schemas', family, `${name}.ui.json`);
      const ui = fs.existsSync(uiPath) ? readJsonFile(root, uiPath, problems) : undefined;
      if (fs.existsSync(uiPath) && !ui) continue;
      types.push({ id: name, family, schema: file, ui });
    }
    for (const name of listFiles(path.join(root, 'ui-schemas', family))) {
      const id = name.replace(/\.ui\.json$/, '');
      if (!name.endsWith('.ui.json') || !fs.existsSync(path.join(root, 'schemas', family, `${id}.schema.json`))) {
        problems.push({ file: `ui-schemas/${family}/${name}`, pointer: '', message: `no matching schemas/${family}/${id}.schema.json` });
      }
    }
  }
  const definitionsPath = path.join(root, 'ui-schemas', 'common', 'definitions.ui.json');
  const uiDefinitions = fs.existsSync(definitionsPath) ? readJsonFile(root, definitionsPath, problems) : undefined;
  return { common, types, uiDefinitions, problems };
}
