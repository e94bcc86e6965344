/**
 * Fastify's route validation, with two AJV instances: bodies are never coerced and never
 * stripped (an unknown property is an error), query strings and params are coerced from
 * text. Document data is NOT validated here but by the shared catalogue validator
 * (src/domain), so route schemas only describe envelopes.
 */
import { Ajv, type Options } from 'ajv';
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

export function routeValidatorCompiler({ schema, httpPart, method, url }: FastifyRouteSchemaDef<FastifySchema>) {
  if (httpPart === 'body') {
    assertClosed(schema as JsonObjectSchema, `${method} ${url}`);
    return bodyAjv.compile(schema as object);
  }
  return textAjv.compile(schema as object);
}
