/**
 * THE AJV factory: JSON Schema 2020-12, the project's options, our formats and vocabulary.
 * Used by npm run gen (precompiled validators), npm run check:schemas, the server's start-up
 * compile of a type that has no precompiled validator, and the benchmark. The browser never
 * calls it: it runs precompiled code (see runtime/).
 */
import { Ajv2020, type AnySchemaObject } from 'ajv/dist/2020.js';
import { AJV_OPTIONS } from './ajv-options.js';
import { FORMATS } from './runtime/formats.js';
import { CATALOG_VOCABULARY } from './vocabulary.js';

export interface CreateAjvOptions {
  /** schemas to add up front (standalone code exports each by its $id) */
  schemas?: AnySchemaObject[];
}

/**
 * A configured AJV instance.
 * @param options schemas to register at construction
 */
export function createAjv(options: CreateAjvOptions = {}): Ajv2020 {
  const ajv = new Ajv2020({ ...AJV_OPTIONS });
  for (const [name, validate] of Object.entries(FORMATS)) ajv.addFormat(name, validate);
  ajv.addVocabulary(CATALOG_VOCABULARY);
  for (const schema of options.schemas ?? []) ajv.addSchema(schema);
  return ajv;
}
