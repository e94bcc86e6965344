/** The generator's standalone validator code: the server compiles studio types with the same code (api/modules/catalog/standalone.ts). */
export { rewriteRequires, validatorCode, type ValidatorCode } from '../../api/modules/catalog/standalone.js';
