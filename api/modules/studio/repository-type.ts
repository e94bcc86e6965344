/**
 * The repository's side of the studio: a committed type's files read as `TypeFiles` (version 1
 * of a repository type, the source of a copy), and the shared catalogue a draft is checked
 * against (common schemas, shared ui definitions, shared texts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RawCatalog } from '../../../src/domain/schema/catalog.js';
import { createAjv } from '../../../src/domain/schema/create-ajv.js';
import { isPlainObject } from '../../../src/domain/schema/catalog-error.js';
import { mergeLocale, type LocaleTree } from '../../../src/domain/schema/labels.js';
import type { Family } from '../../../src/domain/schema/vocabulary.js';
import type { TypeCheckContext } from '../../../src/domain/studio/check-type-files.js';
import { typeFilePaths, type FixtureFile, type JsonObject, type TypeFiles } from '../../../src/domain/studio/type-files.js';

const readJson = (file: string): JsonObject | undefined => {
  if (!fs.existsSync(file)) return undefined;
  const json: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  return isPlainObject(json) ? json : undefined;
};

function readFixtures(dir: string): Record<string, FixtureFile> {
  const out: Record<string, FixtureFile> = {};
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.json')) : [];
  for (const name of names.sort()) out[name.slice(0, -'.json'.length)] = readJson(path.join(dir, name)) as unknown as FixtureFile;
  return out;
}

/**
 * A committed type's files, or undefined when the type has no schema file.
 * @param root the catalogue root (config.catalogDir; fixtures under tests/fixtures)
 */
export function readRepositoryType(root: string, family: Family, id: string): TypeFiles | undefined {
  const paths = typeFilePaths(family, id);
  const schema = readJson(path.join(root, paths.schema));
  if (!schema) return undefined;
  const en = readJson(path.join(root, paths.textsEn));
  return {
    family,
    id,
    schema,
    uiSchema: readJson(path.join(root, paths.uiSchema)) ?? {},
    texts: { lt: readJson(path.join(root, paths.textsLt)) ?? {}, ...(en ? { en } : {}) },
    fixtures: {
      valid: readFixtures(path.join(root, 'tests', 'fixtures', id, 'valid')),
      invalid: readFixtures(path.join(root, 'tests', 'fixtures', id, 'invalid')),
    },
  };
}

/** locales/<lng>/fields.json and validation.json merged: the texts every type shares. */
function sharedLocale(root: string, lng: string): LocaleTree {
  const tree: LocaleTree = {};
  for (const name of ['fields.json', 'validation.json']) {
    const json = readJson(path.join(root, 'locales', lng, name));
    if (json) mergeLocale(tree, json);
  }
  return tree;
}

/**
 * What a draft is checked against: the catalogue's shared files (as the catalogue service read
 * them at start-up) and the shared texts under root.
 * @param shared the common schemas and shared ui definitions (app.catalog.shared())
 * @param root the catalogue root
 */
export function checkContextOf(shared: Pick<RawCatalog, 'common' | 'uiDefinitions'>, root: string): TypeCheckContext {
  return { createAjv, common: shared.common, uiDefinitions: shared.uiDefinitions, locales: { lt: sharedLocale(root, 'lt'), en: sharedLocale(root, 'en') } };
}
