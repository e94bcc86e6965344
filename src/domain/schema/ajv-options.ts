/**
 * THE AJV options of the project: the precompiled validators (npm run gen), the server's
 * start-up compile of a type without precompiled validators, the catalogue checks and the
 * benchmark all build AJV through create-ajv.ts with exactly these options.
 */
import { _, type Options } from 'ajv';
import { RUNTIME_MODULE_ID } from './runtime-module.js';

export const AJV_OPTIONS = {
  // Every field's error at once (the form marks all of them; the API lists one per field).
  allErrors: true,
  // Unknown keywords and formats are errors, so an analyst's typo fails npm run check:schemas.
  // Required-in-then, union types and tuples are ordinary JSON Schema here: not flagged.
  strict: true,
  strictRequired: false,
  strictTypes: false,
  strictTuples: false,
  allowUnionTypes: true,
  // Asset kinds are a oneOf with a "rusis" tag: only the matching branch reports errors.
  discriminator: true,
  // The server passes { today } as `this`; subschema calls forward it (see runtime/today.ts).
  passContext: true,
  // @rjsf/validator-ajv8 compiles with verbose errors and this precision (its AJV_CONFIG);
  // the browser's precompiled validator must behave as rjsf expects.
  verbose: true,
  multipleOfPrecision: 8,
  // Data is never changed by validation: unknown fields are refused, nothing is coerced.
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
  // Error texts are translation keys chosen by field-errors.ts, not AJV's English messages.
  messages: false,
  code: {
    source: true,
    esm: true,
    lines: false,
    // Generated code reaches the formats through the run-time module (runtime/formats.ts).
    formats: _`require(${RUNTIME_MODULE_ID}).formats`,
  },
} as const satisfies Options;
