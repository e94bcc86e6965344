/**
 * The shape of a generated per-type module (src/domain/generated/validators/<id>.ts) and how
 * to run its validators. The browser imports one such module per type, lazily; the server
 * imports them all at start-up. Neither compiles anything.
 */
import type { ErrorObject } from 'ajv';
import type { JsonSchema } from './bundle.js';
import { toFieldErrors, type FieldError } from './field-errors.js';
import type { UiFile } from './layout.js';
import type { ValidationContext } from './runtime/today.js';
import { tooManyUnknownRootFields } from './unknown-root-fields.js';

/** A standalone AJV validate function (what AJV and rjsf call a compiled validate function). */
export interface CompiledValidateFunction {
  (this: unknown, data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export interface PrecompiledType {
  typeId: string;
  /** SHA-256 of the source files the module was generated from (the server's freshness check) */
  sourceHash?: string;
  /** the bundled schema the validators were compiled from (rjsf's rootSchema) */
  schema: JsonSchema;
  ui: UiFile;
  /** by schema key: the root's $id, and rjsf's hashes of sub-schemas */
  validators: Record<string, CompiledValidateFunction>;
}

/** Lazy loaders of the generated modules, by type id (src/domain/generated/validators/index.ts). */
export type PrecompiledLoaders = Record<string, () => Promise<PrecompiledType>>;

/**
 * The validator of a whole document of the type.
 * @param type a generated module or an equivalent run-time compile
 */
export function rootValidator(type: Pick<PrecompiledType, 'schema' | 'validators'>): CompiledValidateFunction {
  const validate = type.validators[String(type.schema.$id)];
  if (!validate) throw new Error(`no validator for the root schema ${String(type.schema.$id)}`);
  return validate;
}

/**
 * Validates document data: one field error per invalid field, none when valid.
 * @param validate a root validator
 * @param data the document data
 * @param context `today` (YYYY-MM-DD, Europe/Vilnius) for notAfterToday/notBeforeToday
 * @param rootFields the type's rootFieldNames: data with too many unknown top-level fields is
 *   answered from them without running the validator (unknown-root-fields.ts)
 */
export function validateData(
  validate: CompiledValidateFunction,
  data: unknown,
  context: ValidationContext = {},
  rootFields?: ReadonlySet<string> | null,
): FieldError[] {
  const early = rootFields ? tooManyUnknownRootFields(data, rootFields) : null;
  if (early) return early;
  return validate.call(context, data) ? [] : toFieldErrors(validate.errors);
}
