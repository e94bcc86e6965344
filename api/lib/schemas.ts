/**
 * The shared envelope schemas, for the modules whose routes are not declared as contracts
 * yet (documents, lifecycle, locks, files, auth, gateway). Their one home is
 * src/domain/contracts/shared.ts; new routes import from there.
 */
export { csvCodes, fieldError as fieldErrorSchema, itemsOf, nullableText, pageProperties, paged } from '../../src/domain/contracts/shared.js';
