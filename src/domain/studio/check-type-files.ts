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
import { typeFilePaths, type FixtureFile, type TypeFiles } from './type-files.js';

export interface TypeCheckContext {
  /** THE AJV factory (src/domain/schema/create-ajv.ts `createAjv`): checkTypeFiles takes a fresh instance per check, as a draft keeps its type's $id (the preview keeps its own: api/modules/studio/incremental-check.ts) */
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

/** What the schema and ui file give: their problems, or the bundled type. */
export interface TypeStructure {
  problems: CatalogProblem[];
  entry?: CatalogEntry;
}

/**
 * The schema's JSON Schema meta-check, then its bundling with the ui file (`$ref`s, layout, ui fields).
 * @param ajv THE AJV (only its meta-schemas and keywords are used: nothing is added to it)
 */
export function typeStructure(files: TypeFiles, context: Pick<TypeCheckContext, 'common' | 'uiDefinitions'>, ajv: Ajv2020): TypeStructure {
  const paths = typeFilePaths(files.family, files.id);
  const schemaFile: SchemaFile = { file: paths.schema, schema: files.schema };
  const meta = metaCheck(ajv, [schemaFile]);
  if (meta.length > 0) return { problems: meta };
  try {
    const [entry] = assembleCatalog({
      common: context.common,
      types: [{ id: files.id, family: files.family, schema: schemaFile, ui: { file: paths.uiSchema, json: files.uiSchema } }],
      uiDefinitions: context.uiDefinitions,
      problems: [],
    }).entries;
    return { problems: [], entry };
  } catch (error) {
    if (error instanceof CatalogError) return { problems: error.problems };
    throw error;
  }
}

/** The labels and help texts the bundled type lacks in the draft's texts merged over the shared ones. */
export function typeLabelProblems(files: TypeFiles, entry: CatalogEntry, context: Pick<TypeCheckContext, 'common' | 'locales'>): CatalogProblem[] {
  const locales = {
    lt: mergeLocale(structuredClone(context.locales.lt), files.texts.lt),
    en: mergeLocale(structuredClone(context.locales.en), files.texts.en ?? {}),
  };
  return labelProblemsIn(locales, { entries: [entry], common: context.common }, { commonDefinitions: false });
}

/** How one fixture is judged by a validator: its problem, or null (`runFixture` may answer from a cache). */
export type FixtureRun = (file: string, fixture: FixtureFile, validate: CompiledValidateFunction) => CatalogProblem | null;

/** A fixture judged by running the validator (fixture-check.ts). */
export const judgeFixture: FixtureRun = (file, fixture, validate) =>
  fixtureMismatch(file, { data: fixture.data, expect: fixture.expect ?? [], today: fixture.today }, validate);

/**
 * The fixtures' problems: each group present, each fixture's `expect` fitting its kind, each judged by the root validator.
 * @param runFixture how a fixture is judged (default: run it)
 */
export function typeFixtureProblems(files: TypeFiles, validate: CompiledValidateFunction, runFixture: FixtureRun = judgeFixture): CatalogProblem[] {
  const paths = typeFilePaths(files.family, files.id);
  const problems: CatalogProblem[] = [];
  for (const kind of ['valid', 'invalid'] as const) {
    const named = Object.entries(files.fixtures[kind]);
    if (named.length === 0)
      problems.push({ file: `tests/fixtures/${files.id}/${kind}`, pointer: '', message: `type "${files.id}" needs at least one ${kind} fixture` });
    for (const [name, fixture] of named) {
      const file = paths.fixture(kind, name);
      const expect = fixture.expect ?? [];
      if (kind === 'invalid' && expect.length === 0) problems.push({ file, pointer: '/expect', message: 'an invalid fixture lists the errors it expects' });
      if (kind === 'valid' && fixture.expect !== undefined) problems.push({ file, pointer: '/expect', message: 'a valid fixture expects no errors' });
      const mismatch = runFixture(file, fixture, validate);
      if (mismatch) problems.push(mismatch);
    }
  }
  return problems;
}

/**
 * Every problem of one type's files (empty: the type may be published).
 * @param files the type's files
 * @param context the shared catalogue it is checked against
 */
export function checkTypeFiles(files: TypeFiles, context: TypeCheckContext): TypeCheckResult {
  const ajv = context.createAjv();
  const { problems, entry } = typeStructure(files, context, ajv);
  if (!entry) return { problems };
  const validate = ajv.compile(entry.schema) as CompiledValidateFunction;
  return { problems: [...typeLabelProblems(files, entry, context), ...typeFixtureProblems(files, validate)], entry, validate };
}
