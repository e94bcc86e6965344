/**
 * The live preview's check and validator code, kept from edit to edit (decision 0146): the same
 * answers as `checkTypeFiles` + publishing's compile (compile.ts), but each part redone only when
 * what it depends on changed.
 * - schema + ui file → meta-check and bundling (an AJV kept for meta-schemas only);
 * - bundled schema → the root validator, compiled once for both the fixtures and the module;
 * - each sub-schema rjsf asks about, with the root's parts its `$ref`s reach → its standalone code
 *   (most edits change one field: the other sub-schemas' code is reused);
 * - texts → the label check; a fixture's content and the validator → its verdict.
 * A text edit compiles nothing; a UI-file edit re-bundles but compiles no validator.
 */
import { createHash } from 'node:crypto';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { CatalogEntry } from '../../../src/domain/schema/catalog.js';
import type { CatalogProblem } from '../../../src/domain/schema/catalog-error.js';
import type { CompiledValidateFunction } from '../../../src/domain/schema/precompiled.js';
import {
  judgeFixture,
  typeFixtureProblems,
  typeLabelProblems,
  typeStructure,
  type FixtureRun,
  type TypeCheckContext,
  type TypeStructure,
} from '../../../src/domain/studio/check-type-files.js';
import type { TypeFiles } from '../../../src/domain/studio/type-files.js';
import { standaloneOf, validatorSchemas, validatorsTable } from '../catalog/standalone.js';
import { moduleBody } from './compile.js';
import { BoundedMap } from './bounded-map.js';
import { refClosure } from './ref-closure.js';
import { compileReusing, type ReusableParts } from './reuse-parts.js';

export interface IncrementalCheckResult {
  problems: CatalogProblem[];
  entry?: CatalogEntry;
  /** the module's body (compile.ts `moduleBody`), when the entry is there */
  body?: string;
}

export interface IncrementalCheckOptions {
  /** compiles before the compiling AJV is replaced (its scope keeps every compiled function's names) */
  recycleAfter?: number;
  /** sub-schema code pieces kept */
  maxPieces?: number;
}

interface Compiled {
  validate: CompiledValidateFunction;
  /** `const validators = { … }` and the functions it names */
  validators: string;
  /** hash of a fixture (file and content) → its problem or null, judged by this validator */
  verdicts: BoundedMap<string, CatalogProblem | null>;
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Standalone code exporting `v` as an expression (a function scope of its own). */
const asExpression = (code: string) => `(function () {\n${code.replace(/^"use strict";/, '').replace('export const v = ', 'const v = ')}\nreturn v;\n})()`;

export interface IncrementalCheck {
  check(files: TypeFiles): IncrementalCheckResult;
  /** how many times a root validator was compiled so far (a text or UI-file edit adds none) */
  compiles(): number;
}

/**
 * @param context what a draft is checked against (repository-type.ts checkContextOf)
 */
export function createIncrementalCheck(context: TypeCheckContext, options: IncrementalCheckOptions = {}): IncrementalCheck {
  const { recycleAfter = 100, maxPieces = 500 } = options;
  const metaAjv = context.createAjv();
  let compileAjv: Ajv2020 | undefined;
  let compiles = 0;
  let total = 0;
  const structures = new BoundedMap<string, TypeStructure>(4);
  const compiled = new BoundedMap<string, Compiled>(4);
  const pieces = new BoundedMap<string, string>(maxPieces);
  const labels = new BoundedMap<string, CatalogProblem[]>(4);
  /** by root $id: its compiled parts (`$ref` targets), kept for the next compile of the type */
  const parts = new BoundedMap<string, ReusableParts>(8);

  /** The compiling AJV (a fresh one after `recycleAfter` compiles, and then no part is reused). */
  const compilingAjv = (): Ajv2020 => {
    if (!compileAjv || compiles >= recycleAfter) {
      compileAjv = context.createAjv();
      compiles = 0;
      parts.clear();
    }
    compiles++;
    total++;
    return compileAjv;
  };

  function compile(entry: CatalogEntry): Compiled {
    const ajv = compilingAjv();
    const rootId = String(entry.schema.$id);
    ajv.removeSchema(rootId);
    const validate = compileReusing(ajv, entry.schema, parts.get(rootId) ?? parts.set(rootId, new Map()));
    const schemas = validatorSchemas(entry);
    const code = schemas.map(({ key, schema }, i) => {
      if (key === rootId) return `const v${i} = ${asExpression(standaloneOf(ajv, { v: key }))};`;
      const pieceKey = hashOf([schema, refClosure(schema, entry.schema)]);
      let piece = pieces.get(pieceKey);
      if (piece === undefined) {
        ajv.removeSchema(key);
        ajv.addSchema(schema);
        piece = pieces.set(pieceKey, asExpression(standaloneOf(ajv, { v: key })));
      }
      return `const v${i} = ${piece};`;
    });
    const validators = `${code.join('\n')}\nconst validators = {\n${validatorsTable(schemas.map((s) => s.key))}\n};`;
    return { validate, validators, verdicts: new BoundedMap(500) };
  }

  return {
    check(files) {
      const structureKey = JSON.stringify([files.family, files.id, files.schema, files.uiSchema]);
      const structure = structures.get(structureKey) ?? structures.set(structureKey, typeStructure(files, context, metaAjv));
      const { entry } = structure;
      if (!entry) return { problems: structure.problems };

      const labelKey = JSON.stringify([structureKey, files.texts]);
      const labelProblems = labels.get(labelKey) ?? labels.set(labelKey, typeLabelProblems(files, entry, context));

      const schemaKey = JSON.stringify(entry.schema);
      const validators = compiled.get(schemaKey) ?? compiled.set(schemaKey, compile(entry));
      const runFixture: FixtureRun = (file, fixture, validate) => {
        const key = hashOf([file, fixture]);
        if (validators.verdicts.has(key)) return validators.verdicts.get(key) ?? null;
        return validators.verdicts.set(key, judgeFixture(file, fixture, validate));
      };
      const problems = [...labelProblems, ...typeFixtureProblems(files, validators.validate, runFixture)];
      return { problems, entry, body: moduleBody(validators.validators, entry) };
    },
    compiles: () => total,
  };
}
