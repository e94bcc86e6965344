/**
 * Precompiled validators, one module per type (src/domain/generated/validators/<id>.ts), and
 * their lazy index, and their source hashes apart (source-hashes.ts: the server's start-up
 * compares them without importing a module). Each module carries the bundled schema and ui file too, so the browser
 * gets everything a type needs in one chunk and rjsf's rootSchema is exactly what was compiled.
 */
import type { CheckedCatalog } from './lib/catalog.js';
import { BANNER, type GeneratedSet } from './lib/generated-files.js';
import { validatorCode } from './lib/standalone.js';

export const VALIDATORS_DIR = 'src/domain/generated/validators';

/** The validator modules for a catalogue (not written). */
export function validatorFiles(catalog: CheckedCatalog): GeneratedSet {
  const files = new Map<string, string>();
  for (const entry of catalog.entries) {
    const { code } = validatorCode(entry);
    const body = code.replace(/^"use strict";/, '').replace(/export const (v\d+) = /g, 'const $1 = ');
    files.set(
      `${VALIDATORS_DIR}/${entry.id}.ts`,
      [
        '// @ts-nocheck -- AJV standalone output; the exports below are typed',
        `/* ${BANNER}`,
        `   Sources: ${entry.files.schema}, ${entry.files.ui} (+ schemas/common). */`,
        "import type { JsonSchema } from '../../schema/bundle.js';",
        "import type { UiFile } from '../../schema/layout.js';",
        "import type { CompiledValidateFunction } from '../../schema/precompiled.js';",
        "import * as runtime from '../../schema/runtime/index.js';",
        '',
        `export const typeId: string = ${JSON.stringify(entry.id)};`,
        '/** SHA-256 of the sources (api/modules/catalog/source-hash.ts): the server trusts this module while they match. */',
        `export const sourceHash: string = ${JSON.stringify(catalog.sourceHashes.get(entry.id))};`,
        `export const schema: JsonSchema = ${JSON.stringify(entry.schema)};`,
        `export const ui: UiFile = ${JSON.stringify(entry.ui)};`,
        body.replace('export const validators = {', 'export const validators: Record<string, CompiledValidateFunction> = {'),
      ].join('\n'),
    );
  }
  const loaders = catalog.entries.map((e) => `  ${JSON.stringify(e.id)}: () => import('./${e.id}.js'),`).join('\n');
  files.set(
    `${VALIDATORS_DIR}/index.ts`,
    [
      `/* ${BANNER} */`,
      "import type { PrecompiledLoaders } from '../../schema/precompiled.js';",
      '',
      '/** One lazily loaded chunk per type: schema, ui file and precompiled validators. */',
      `export const PRECOMPILED: PrecompiledLoaders = {\n${loaders}\n};`,
      '',
    ].join('\n'),
  );
  const hashes = catalog.entries.map((e) => `  ${JSON.stringify(e.id)}: ${JSON.stringify(catalog.sourceHashes.get(e.id))},`).join('\n');
  files.set(
    `${VALIDATORS_DIR}/source-hashes.ts`,
    [
      `/* ${BANNER} */`,
      '',
      "/** Each module's source hash (api/modules/catalog/source-hash.ts): the server decides at start-up whether to trust the modules without importing them. */",
      `export const SOURCE_HASHES: Readonly<Record<string, string>> = {\n${hashes}\n};`,
      '',
    ].join('\n'),
  );
  return { files, owned: [VALIDATORS_DIR] };
}
