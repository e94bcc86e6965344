/**
 * What precompiled validators import at run time (src/domain/generated/validators/*): the
 * formats, the keyword predicates, "today" and AJV's two helpers. No AJV compiler here — this
 * module is what the browser bundle holds instead of AJV.
 */
export { FORMATS as formats } from './formats.js';
export { isEur, formerSpouseAlone, firstDuplicateKey } from './checks.js';
export { datesOutOfOrder, isPositive, shareWithinWhole, firstShareOverWhole, partyOnBothSides } from './cross-field.js';
export { today, setTodayProvider, registryDate, type ValidationContext } from './today.js';
export { ucs2length, equal } from './ajv-helpers.js';
