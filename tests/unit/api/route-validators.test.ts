/**
 * api/lib/route-validators.ts: an open body schema stops the start; a malformed schema is named
 * by routeSchemaFaults() and refused at its first compile; compiled on first use, once per schema.
 */
import type { FastifySchema } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { describe, expect, it } from 'vitest';
import { routeSchemaFaults, routeValidatorCompiler } from '../../../api/lib/route-validators.js';

const route = (schema: object, httpPart: string, url = '/api/x'): FastifyRouteSchemaDef<FastifySchema> =>
  ({ schema, httpPart, method: 'POST', url }) as FastifyRouteSchemaDef<FastifySchema>;

const body = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'], additionalProperties: false };

describe('route validators', () => {
  it('names a schema that is not valid JSON Schema, and refuses it at its first use', () => {
    const validate = routeValidatorCompiler(route({ type: 'object', required: 'n', additionalProperties: false }, 'body', '/api/malformed'));
    expect(routeSchemaFaults()).toEqual([expect.stringMatching(/^POST \/api\/malformed body: invalid route schema: .*required/)]);
    expect(() => validate({})).toThrow(/schema is invalid/);
  });

  it('refuses a body schema that does not say additionalProperties', () => {
    expect(() => routeValidatorCompiler(route({ type: 'object', properties: { n: { type: 'integer' } } }, 'body'))).toThrow(/additionalProperties/);
  });

  it('validates bodies without coercion, errors on the function as Fastify reads them', () => {
    const validate = routeValidatorCompiler(route(body, 'body'));
    expect(validate({ n: 1 })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(validate({ n: '1' })).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toEqual(['/n']);
    expect(validate({ n: 1, extra: true })).toBe(false);
    expect(validate.errors?.map((e) => e.keyword)).toEqual(['additionalProperties']);
  });

  it('coerces query strings and fills their defaults', () => {
    const validate = routeValidatorCompiler(
      route({ type: 'object', properties: { page: { type: 'integer', default: 1 }, size: { type: 'integer' } } }, 'querystring'),
    );
    const query: Record<string, unknown> = { size: '20' };
    expect(validate(query)).toBe(true);
    expect(query).toEqual({ page: 1, size: 20 });
  });

  it('shares one validator between routes with the same schema (the /api and /sav copies)', () => {
    const a = routeValidatorCompiler(route({ ...body }, 'body', '/api/y'));
    const b = routeValidatorCompiler(route({ ...body }, 'body', '/sav/y'));
    expect(a).toBe(b);
    expect(routeValidatorCompiler(route({ ...body }, 'querystring'))).not.toBe(a);
  });
});
