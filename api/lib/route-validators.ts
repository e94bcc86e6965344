/**
 * Fastify's route validation, with two AJV instances: bodies are never coerced and never
 * stripped (an unknown property is an error), query strings and params are coerced from
 * text. Document data is NOT validated here but by the shared catalogue validator
 * (src/domain), so route schemas only describe envelopes.
 *
 * Cold start: compiling every route's schemas (each twice, under /api and /sav) was a large
 * part of the start-up (bench cold-start). At start-up each schema is only checked — closed
 * bodies, and valid JSON Schema (AJV's meta-schema), so a malformed route schema still stops
 * the start — and it is compiled on its route's first request, once per distinct schema.
 */
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';

const common: Options = { allErrors: true, strict: false, useDefaults: false };
const bodyAjv = new Ajv({ ...common, coerceTypes: false, removeAdditional: false });
// Query strings and params: coerced from text, and their declared defaults filled in.
const textAjv = new Ajv({ ...common, coerceTypes: 'array', removeAdditional: false, useDefaults: true });
addFormats.default(bodyAjv);
addFormats.default(textAjv);

type JsonObjectSchema = { type?: unknown; properties?: unknown; additionalProperties?: unknown };

function assertClosed(schema: JsonObjectSchema, where: string): void {
  if (schema.type === 'object' && schema.properties && schema.additionalProperties === undefined) {
    throw new Error(`${where}: body schema must say additionalProperties (unknown properties are rejected, never stripped)`);
  }
}

/** What Fastify calls: true/false, with the errors of a false answer on the function. */
interface RouteValidator {
  (data: unknown): boolean;
  errors?: ValidateFunction['errors'];
}

// One validator per AJV instance and schema text: the /api and /sav routes share theirs.
const cache = new Map<string, RouteValidator>();

function lazyValidator(ajv: Ajv, schema: object, where: string): RouteValidator {
  // Both instances know the same meta-schemas: checking with one compiles them once.
  if (!bodyAjv.validateSchema(schema)) throw new Error(`${where}: invalid route schema: ${bodyAjv.errorsText(bodyAjv.errors)}`);
  let compiled: ValidateFunction | undefined;
  const validate: RouteValidator = (data) => {
    compiled ??= ajv.compile(schema);
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  return validate;
}

export function routeValidatorCompiler({ schema, httpPart, method, url }: FastifyRouteSchemaDef<FastifySchema>): RouteValidator {
  const body = httpPart === 'body';
  if (body) assertClosed(schema as JsonObjectSchema, `${method} ${url}`);
  const key = `${body ? 'body' : 'text'}:${JSON.stringify(schema)}`;
  let validate = cache.get(key);
  if (!validate) {
    validate = lazyValidator(body ? bodyAjv : textAjv, schema as object, `${method} ${url} ${httpPart ?? ''}`.trim());
    cache.set(key, validate);
  }
  return validate;
}
