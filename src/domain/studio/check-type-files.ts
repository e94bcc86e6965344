/**
 * The catalogue check of one type's files, as npm run check:schemas runs it on the repository
 * (JSON Schema meta-check, vocabulary, structure, `$ref`s, layout and ui fields, labels,
 * fixtures) — pure, so the studio's page and the server run the same code on a draft.
 */
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { SchemaFile } from '../schema/bundle.js';
import { assembleCatalog, type CatalogEntry, type JsonFile } from '../schema/catalog.js';
import { CatalogError, type CatalogProblem } from '../schema/catalog-error.js';
import { fixtureMismatch } from '../schema/fixture-check.js';
import { labelProblemsIn, mergeLocale, type LocaleTree } from '../schema/labels.js';
import { metaCheck } from '../schema/meta-check.js';
import type { CompiledValidateFunction } from '../schema/precompiled.js';
import { typeFilePaths, type TypeFiles } from './type-files.js';

export interface TypeCheckContext {
  /** THE AJV factory (src/domain/schema/create-ajv.ts `createAjv`): a fresh instance per check, as a draft keeps its type's $id */
  createAjv: () => Ajv2020;
  /** schemas/common/*.schema.json as parsed files ({ file: 'schemas/common/…', schema }) */
  common: SchemaFile[];
  /** ui-schemas/common/definitions.ui.json */
  uiDefinitions?: JsonFile;
  /** the shared texts of each language (fields.json + validation.json merged); the type's own texts come from its files */
  locales: { lt: LocaleTree; en: LocaleTree };
}

export interface TypeCheckResult {
  problems: CatalogProblem[];
  /** the bundled type, when its schema and ui file check out (labels and fixtures may still have problems) */
  entry?: CatalogEntry;
  /** its root validator, compiled with the context's AJV, when the entry is there */
  validate?: CompiledValidateFunction;
}

/**
 * Every problem of one type's files (empty: the type may be published).
 * @param files the type's files
 * @param context the shared catalogue it is checked against
 */
export function checkTypeFiles(files: TypeFiles, context: TypeCheckContext): TypeCheckResult {
  const paths = typeFilePaths(files.family, files.id);
  const ajv = context.createAjv();
  const schemaFile: SchemaFile = { file: paths.schema, schema: files.schema };
  const meta = metaCheck(ajv, [schemaFile]);
  if (meta.length > 0) return { problems: meta };

  let entry: CatalogEntry;
  try {
    [entry] = assembleCatalog({
      common: context.common,
      types: [{ id: files.id, family: files.family, schema: schemaFile, ui: { file: paths.uiSchema, json: files.uiSchema } }],
      uiDefinitions: context.uiDefinitions,
      problems: [],
    }).entries;
  } catch (error) {
    if (error instanceof CatalogError) return { problems: error.problems };
    throw error;
  }

  const problems: CatalogProblem[] = [];
  const locales = {
    lt: mergeLocale(structuredClone(context.locales.lt), files.texts.lt),
    en: mergeLocale(structuredClone(context.locales.en), files.texts.en ?? {}),
  };
  problems.push(...labelProblemsIn(locales, { entries: [entry], common: context.common }, { commonDefinitions: false }));

  const validate = ajv.compile(entry.schema) as CompiledValidateFunction;
  for (const kind of ['valid', 'invalid'] as const) {
    const named = Object.entries(files.fixtures[kind]);
    if (named.length === 0)
      problems.push({ file: `tests/fixtures/${files.id}/${kind}`, pointer: '', message: `type "${files.id}" needs at least one ${kind} fixture` });
    for (const [name, fixture] of named) {
      const file = paths.fixture(kind, name);
      const expect = fixture.expect ?? [];
      if (kind === 'invalid' && expect.length === 0) problems.push({ file, pointer: '/expect', message: 'an invalid fixture lists the errors it expects' });
      if (kind === 'valid' && fixture.expect !== undefined) problems.push({ file, pointer: '/expect', message: 'a valid fixture expects no errors' });
      const mismatch = fixtureMismatch(file, { data: fixture.data, expect, today: fixture.today }, validate);
      if (mismatch) problems.push(mismatch);
    }
  }
  return { problems, entry, validate };
}
