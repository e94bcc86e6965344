/**
 * Precompiled validators for one type, in the form @rjsf/validator-ajv8's
 * createPrecompiledValidator wants: a map from schema key (the root's $id, or rjsf's hash of
 * a sub-schema it validates on its own for oneOf/if resolution) to a standalone validate
 * function. Compiled with THE AJV factory, emitted as an ESM module whose only import is our
 * run-time module — no AJV in the browser bundle, nothing to compile at server start-up.
 */
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { CatalogEntry } from '../../../src/domain/schema/catalog.js';
import { createAjv } from '../../../src/domain/schema/create-ajv.js';
import { RUNTIME_MODULE_ID } from '../../../src/domain/schema/runtime-module.js';

// ajv/dist/standalone is CommonJS; under tsx the default import may arrive wrapped.
const standaloneCode = ((standaloneCodeModule as unknown as { default?: typeof standaloneCodeModule }).default ??
  standaloneCodeModule) as typeof standaloneCodeModule;

type Json = Record<string, unknown>;

/** rjsf resolves a sub-schema's `#/…` refs against the root (withIdRefPrefix): so do we. */
function anchorRefs(node: unknown, rootId: string): unknown {
  if (Array.isArray(node)) return node.map((n) => anchorRefs(n, rootId));
  if (node === null || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#') ? `${rootId}${v}` : k === 'const' || k === 'enum' ? v : anchorRefs(v, rootId);
  }
  return out;
}

/** AJV's run-time helpers and our keyword/format references → one ESM import. */
const REWRITES: [RegExp, string][] = [
  [/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, 'runtime.ucs2length'],
  [/require\("ajv\/dist\/runtime\/equal"\)\.default/g, 'runtime.equal'],
  [new RegExp(`require\\(${JSON.stringify(RUNTIME_MODULE_ID).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)`, 'g'), 'runtime'],
];

/** Replaces every require() of generated code; fails on any it does not know. */
export function rewriteRequires(code: string): string {
  let out = code;
  for (const [pattern, replacement] of REWRITES) out = out.replace(pattern, replacement);
  const left = out.match(/require\([^)]*\)/g);
  if (left)
    throw new Error(`generated validator code still requires ${[...new Set(left)].join(', ')}: add an ESM rewrite in api/modules/catalog/standalone.ts`);
  return out;
}

/**
 * The ESM code of schemas compiled (or to be compiled) in `ajv`, each exported under its name; its requires rewritten.
 * @param names export name → schema key
 */
export const standaloneOf = (ajv: Ajv2020, names: Record<string, string>): string => rewriteRequires(standaloneCode(ajv, names));

/** The body of `const validators = { … }`: each key to its function `v<i>` (i: the key's place). */
export const validatorsTable = (keys: string[]): string => keys.map((key, i) => `  ${JSON.stringify(key)}: v${i},`).join('\n');

export interface ValidatorCode {
  /** ESM source: `export const v0 = …` per key, plus `validators` */
  code: string;
  keys: string[];
}

/**
 * The schemas a type's validators are compiled from, in key order (the root first): the root,
 * and each sub-schema rjsf validates on its own under its key, its `#/…` refs anchored at the root.
 * @param entry a bundled type
 */
export function validatorSchemas(entry: CatalogEntry): { key: string; schema: Json }[] {
  const rootId = String(entry.schema.$id);
  const map = schemaParser(entry.schema as RJSFSchema);
  const keys = Object.keys(map).sort((a, b) => (a === rootId ? -1 : b === rootId ? 1 : a.localeCompare(b)));
  return keys.map((key) => ({ key, schema: key === rootId ? (map[key] as Json) : { ...(anchorRefs(map[key], rootId) as Json), $id: key } }));
}

/**
 * Standalone validator code for one catalogue entry.
 * @param entry a bundled type
 */
export function validatorCode(entry: CatalogEntry): ValidatorCode {
  const schemas = validatorSchemas(entry);
  const keys = schemas.map((s) => s.key);
  const ajv = createAjv({ schemas: schemas.map((s) => s.schema) });
  const code = standaloneOf(ajv, Object.fromEntries(keys.map((key, i) => [`v${i}`, key])));
  const table = validatorsTable(keys);
  return {
    code: `${code}\n\n/** By schema key, as @rjsf/validator-ajv8 createPrecompiledValidator wants them. */\nexport const validators = {\n${table}\n};\n`,
    keys,
  };
}
