/**
 * What the browser's form renderer imports to validate a type (built by
 * browser-bundle.test.ts): rjsf's precompiled validator, the lazy generated modules, the
 * localizer and the "today" provider. The built output must hold no AJV compiler.
 */
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { PRECOMPILED } from '../../src/domain/generated/validators/index.js';
import { keyErrorsInPlace } from '../../src/domain/schema/field-errors.js';

export { setTodayProvider } from '../../src/domain/schema/runtime/today.js';

/** rjsf validator for one type, loading its chunk on demand. */
export async function validatorFor(typeId: string) {
  const type = await PRECOMPILED[typeId]();
  return createPrecompiledValidator(type.validators, type.schema as RJSFSchema, keyErrorsInPlace);
}
