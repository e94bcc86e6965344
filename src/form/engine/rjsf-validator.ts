/**
 * rjsf's validator: @rjsf/validator-ajv8's precompiled validator over the functions
 * `npm run gen` wrote for the type (src/domain/generated/validators/<id>.ts). Imported from the
 * package's precompiled-validator file only, so no AJV compiler reaches the bundle. rjsf uses it
 * for what rjsf itself needs — matching oneOf/anyOf options, conditions, defaults; documents and
 * fields are judged by the domain's validateData (validate-document.ts), never through rjsf.
 *
 * Two adjustments, both about finding the right precompiled function, never about judging data:
 * - rjsf's SchemaUtils rewrites the refs of a JSON Schema 2020-12 root to absolute URIs and
 *   hands that copy back as `rootSchema`; the renderer also gives rjsf one small sub-root per
 *   field (see field-schemas.ts). All of them carry the type's `$id`, so "same root" is checked
 *   by `$id` instead of a deep comparison of the whole schema on every call.
 * - A literal rjsf builds at run time (a discriminator's merged `const`/`enum`) is judged by
 *   literal-validator.ts: the generator cannot foresee those merges, and they need no compiler.
 * - The generator keys sub-schemas by rjsf's hash of them as its schema parser saw them (refs
 *   relative: `#/$defs/x`); at run time rjsf may ask about the same sub-schema with absolute
 *   refs. A function is looked up under both spellings and remembered per schema object.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { hashForSchema } from '@rjsf/utils';
import AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js';
import type { CompiledValidateFunction } from '../../domain/schema/precompiled';
import { literalValidator } from './literal-validator';

type ValidateFns = Record<string, CompiledValidateFunction>;

/** Called when rjsf asks about a sub-schema the generator did not precompile (a generator defect). */
export type MissingValidatorHandler = (key: string, schema: RJSFSchema) => void;

/** Rewrites `<rootId>#…` refs back to `#…` (the spelling the generator hashed). */
function relativeRefs(node: unknown, rootId: string): unknown {
  if (Array.isArray(node)) return node.map((n) => relativeRefs(n, rootId));
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(`${rootId}#`)) out[key] = value.slice(rootId.length);
    else out[key] = key === 'const' || key === 'enum' ? value : relativeRefs(value, rootId);
  }
  return out;
}

const reportMissing: MissingValidatorHandler = (key) => {
  console.error(`schema form: no precompiled validator for sub-schema ${key}; run npm run gen`);
};

class TypeValidator extends AJV8PrecompiledValidator<unknown, RJSFSchema> {
  // `declare`: the base constructor already calls getValidator, before field initialisers run.
  declare private found?: WeakMap<object, CompiledValidateFunction>;
  declare onMissing: MissingValidatorHandler;

  override ensureSameRootSchema(schema: RJSFSchema): boolean {
    if (schema !== this.rootSchema && schema.$id !== this.rootSchema.$id) {
      throw new Error(`schema form: validator of ${String(this.rootSchema.$id)} asked about another type (${String(schema.$id)})`);
    }
    return true;
  }

  override getValidator(schema: RJSFSchema): CompiledValidateFunction {
    this.found ??= new WeakMap();
    const known = this.found.get(schema);
    if (known) return known;
    const fns = this.validateFns as unknown as ValidateFns;
    const key = typeof schema.$id === 'string' ? schema.$id : hashForSchema(schema);
    const rootId = String(this.rootSchema.$id);
    let fn = fns[key] ?? fns[hashForSchema(relativeRefs(schema, rootId) as RJSFSchema)] ?? literalValidator(schema as Record<string, unknown>);
    if (!fn) {
      (this.onMissing ?? reportMissing)(key, schema);
      // Matches nothing, as rjsf's own validator does for a schema it cannot compile.
      fn = Object.assign(() => false, { errors: null });
    }
    this.found.set(schema, fn);
    return fn;
  }
}

/**
 * The rjsf validator of one type (option matching; its error texts are never shown).
 * @param validators the generated functions by schema key
 * @param schema the bundled schema they were compiled from
 * @param onMissing told about sub-schemas without a precompiled function (default: console.error)
 */
export function createTypeValidator(validators: ValidateFns, schema: RJSFSchema, onMissing?: MissingValidatorHandler): ValidatorType<unknown, RJSFSchema> {
  const validator = new TypeValidator(validators as never, schema);
  if (onMissing) validator.onMissing = onMissing;
  return validator;
}
