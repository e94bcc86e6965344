/**
 * Fastify's route validation, with two AJV instances: bodies are never coerced and never
 * stripped (an unknown property is an error), query strings and params are coerced from
 * text. Document data is NOT validated here but by the shared catalogue validator
 * (src/domain), so route schemas only describe envelopes.
 *
 * Cold start: compiling every route's schemas (each twice, under /api and /sav) was a large
 * part of the start-up (bench cold-start). At start-up a body schema is only checked to be
 * closed (an open body still stops the start); each schema is compiled on its route's first
 * request, once per distinct schema. Checking every schema against AJV's meta-schema at start
 * compiled the meta-schema itself (≈ 0.1 s of CPU): `routeSchemaFaults()` does that check for
 * the tests, over every route an app has added, and a first compile still refuses a malformed
 * schema (decision 0167).
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
/** Every distinct route schema added so far, with where it was first added. */
const added: { schema: object; where: string }[] = [];

/** The route schemas added so far that are not valid JSON Schema, as "<route>: <AJV's errors>". */
export function routeSchemaFaults(): string[] {
  // Both instances know the same meta-schemas: checking with one compiles them once.
  return added.flatMap(({ schema, where }) =>
    bodyAjv.validateSchema(schema) ? [] : [`${where}: invalid route schema: ${bodyAjv.errorsText(bodyAjv.errors)}`],
  );
}

/** How many distinct route schemas have been added (what `routeSchemaFaults` checked). */
export const routeSchemaCount = (): number => added.length;

function lazyValidator(ajv: Ajv, schema: object, where: string): RouteValidator {
  added.push({ schema, where });
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
