/**
 * A published studio version's validator: compiled once, at publishing, by the generator's
 * own code (AJV standalone, THE options and keywords: api/modules/catalog/standalone.ts), kept
 * as a function body of `runtime`, and
 * - run on the server by `loadValidatorCode` (no compiling, in every API process), and
 * - served to browsers as an ES module by `validatorModule` (they never compile a schema).
 */
import type { CatalogEntry } from '../../../src/domain/schema/catalog.js';
import { rootValidator, type PrecompiledType } from '../../../src/domain/schema/precompiled.js';
import * as runtime from '../../../src/domain/schema/runtime/index.js';
import { validatorCode } from '../catalog/standalone.js';

/**
 * The body of `function (runtime) { … }` that returns the type's precompiled module.
 * @param entry the bundled type
 */
export function compileValidatorCode(entry: CatalogEntry): string {
  return moduleBody(
    validatorCode(entry)
      .code.replace(/^"use strict";/, '')
      .replace(/export const /g, 'const '),
    entry,
  );
}

/**
 * The body of `function (runtime) { … }` around code that declares `validators`.
 * @param validators code declaring `const validators = { key: function, … }` (no exports)
 * @param entry the bundled type
 */
export function moduleBody(validators: string, entry: CatalogEntry): string {
  return [
    validators,
    `const typeId = ${JSON.stringify(entry.id)};`,
    `const schema = ${JSON.stringify(entry.schema)};`,
    `const ui = ${JSON.stringify(entry.ui)};`,
    'return { typeId, schema, ui, validators };',
  ].join('\n');
}

/** The type's module from the kept code (evaluated, not compiled: the code is AJV's output). */
export function loadValidatorCode(code: string): PrecompiledType {
  // code the server generated itself at publishing
  return (new Function('runtime', code) as (r: typeof runtime) => PrecompiledType)(runtime);
}

/** The root validator of kept code. */
export const rootValidatorOf = (code: string) => rootValidator(loadValidatorCode(code));

/** The ES module browsers import: `export default (runtime) => ({ typeId, schema, ui, validators })`. */
export const validatorModule = (code: string): string => `export default function load(runtime) {\n${code}\n}\n`;

/** The module a browser draws a published type with: the validator module and the type's texts (`export const texts = { lt, en }`). */
export const publishedTypeModule = (code: string, texts: unknown): string => `${validatorModule(code)}export const texts = ${JSON.stringify(texts)};\n`;
