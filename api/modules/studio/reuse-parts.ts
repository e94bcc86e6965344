/**
 * A type's root schema compiled again with the parts of its previous compile that did not
 * change: AJV compiles each `$ref` target that is not inlined into a function of its own, kept
 * on the root's environment (`refs`, by absolute ref). Those of the last compile whose target and
 * everything it reaches are unchanged are handed to the new root before it compiles, so only the
 * edited part and the root are compiled (the shared `$defs` once, while the AJV lives). Reused
 * functions are AJV's own, in the same AJV, so the code and the answers are those of a full compile.
 */
import { createHash } from 'node:crypto';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { CompiledValidateFunction } from '../../../src/domain/schema/precompiled.js';
import { refClosure } from './ref-closure.js';

/** AJV's environment of a schema being compiled (ajv/lib/compile/index.ts SchemaEnv: the fields used here). */
interface SchemaEnv {
  refs: Record<string, unknown>;
  validate?: CompiledValidateFunction;
}

/** AJV's own steps of `compile` (ajv/lib/core.ts), taken apart to hand the root its kept parts. */
interface AjvSteps {
  _addSchema(schema: object): SchemaEnv;
  _compileSchemaEnv(env: SchemaEnv): CompiledValidateFunction;
}

/** absolute ref → what it reached and its compiled environment */
export type ReusableParts = Map<string, { hash: string; env: SchemaEnv }>;

const isCompiledEnv = (value: unknown): value is SchemaEnv =>
  typeof value === 'object' && value !== null && 'refs' in value && typeof (value as SchemaEnv).validate === 'function';

/** The target of an absolute ref into the root and everything its refs reach (the root itself included when reached). */
function reachHash(ref: string, root: Record<string, unknown>): string {
  return createHash('sha256')
    .update(JSON.stringify(refClosure({ $ref: ref.slice(ref.indexOf('#')) }, root)))
    .digest('hex');
}

/**
 * Compiles the root schema in `ajv` (its $id free there), reusing the kept parts that still fit, and keeps its parts for next time.
 * @param parts the kept parts of this AJV's previous compiles (replaced by this compile's)
 */
export function compileReusing(ajv: Ajv2020, root: Record<string, unknown>, parts: ReusableParts): CompiledValidateFunction {
  const steps = ajv as unknown as AjvSteps;
  const rootId = String(root.$id);
  const env = steps._addSchema(root);
  for (const [ref, kept] of parts) if (ref.startsWith(`${rootId}#`) && kept.hash === reachHash(ref, root)) env.refs[ref] = kept.env;
  const validate = env.validate ?? steps._compileSchemaEnv(env);
  parts.clear();
  for (const [ref, value] of Object.entries(env.refs))
    if (ref.startsWith(`${rootId}#`) && isCompiledEnv(value)) parts.set(ref, { hash: reachHash(ref, root), env: value });
  return validate;
}
