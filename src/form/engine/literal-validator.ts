/**
 * A validator for the one kind of sub-schema rjsf builds at run time that the generator cannot
 * foresee: a literal (a `const` and/or `enum` of plain values, with only annotations beside
 * them). rjsf makes such schemas when it merges a list item's discriminator — the asset kind
 * `rusis` of the base asset with one option's `const` — and asks whether a value matches each
 * option. Judging a literal needs no compiler: the value is one of the listed values or not.
 * Anything richer than a literal is not handled here (the caller reports it as missing).
 *
 * In practice rjsf asks only while a new asset has no kind yet (`rusis` undefined: no option
 * matches, as before); once a kind is set, rjsf's own simple discriminator check finds the
 * option without asking (tests/unit/form/asset-kind-match.test.tsx).
 */
import type { ErrorObject } from 'ajv';
import type { CompiledValidateFunction } from '../../domain/schema/precompiled';

type Plain = string | number | boolean | null;

const ANNOTATIONS = new Set(['title', 'description', '$comment', 'default', 'examples']);

const isPlain = (v: unknown): v is Plain => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** The validate function of a literal schema, or null when the schema is not one. */
export function literalValidator(schema: Record<string, unknown>): CompiledValidateFunction | null {
  const keys = Object.keys(schema);
  if (!keys.some((k) => k === 'const' || k === 'enum')) return null;
  if (!keys.every((k) => k === 'const' || k === 'enum' || ANNOTATIONS.has(k))) return null;
  const hasConst = 'const' in schema;
  const constant = schema.const;
  const allowed = schema.enum;
  if ((hasConst && !isPlain(constant)) || (allowed !== undefined && !(Array.isArray(allowed) && allowed.every(isPlain)))) return null;

  const fail = (keyword: 'const' | 'enum', params: Record<string, unknown>): ErrorObject =>
    ({
      instancePath: '',
      schemaPath: `#/${keyword}`,
      keyword,
      params,
      message: keyword === 'const' ? 'must be equal to constant' : 'must be equal to one of the allowed values',
    }) as ErrorObject;

  const validate: CompiledValidateFunction = (data: unknown) => {
    const errors: ErrorObject[] = [];
    if (hasConst && data !== constant) errors.push(fail('const', { allowedValue: constant }));
    if (Array.isArray(allowed) && !allowed.includes(data as Plain)) errors.push(fail('enum', { allowedValues: allowed }));
    validate.errors = errors.length > 0 ? errors : null;
    return errors.length === 0;
  };
  return validate;
}
