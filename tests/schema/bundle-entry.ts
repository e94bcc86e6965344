/**
 * What the browser's form renderer imports to validate a type (built by
 * browser-bundle.test.ts): the lazy generated modules, the form's prepared type (rjsf's
 * precompiled validator for option matching) and the domain's validateData through
 * validateDocument, and the "today" provider. The built output must hold no AJV compiler.
 */
import { PRECOMPILED } from '../../src/domain/generated/validators/index.js';
import { prepareFormType } from '../../src/form/engine/form-type.js';
import { validateDocument } from '../../src/form/engine/validate-document.js';

export { setTodayProvider } from '../../src/domain/schema/runtime/today.js';

/** The browser's judge of one type, loading its chunk on demand. */
export async function validatorFor(typeId: string) {
  const type = prepareFormType(await PRECOMPILED[typeId]());
  return (data: unknown) => validateDocument(type, data);
}
