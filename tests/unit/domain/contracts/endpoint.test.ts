/**
 * An area's endpoint builders (src/domain/contracts/endpoint.ts, `tagged`): each declares the
 * contract `defineEndpoint` declares from the same parts, with the same derived types.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type BodyOf,
  defineEndpoint,
  type ParamsOf,
  type QueryInputOf,
  type QueryOf,
  type ResponseOf,
  tagged,
} from '../../../../src/domain/contracts/endpoint.js';
import { closedObject, exact } from '../../../../src/domain/contracts/shapes.js';
import { errorBody, idParams, pageQuery } from '../../../../src/domain/contracts/shared.js';

const api = tagged(['things']);
const body = closedObject({ name: { type: 'string' }, note: { type: 'string' } }, ['name']);
const thing = exact({ id: { type: 'integer' }, name: { type: 'string' } });

const built = api.put('/things/:id', 'Renames a thing', { params: idParams, body, responses: { 200: thing, 404: errorBody } });
const written = defineEndpoint({
  method: 'PUT',
  path: '/things/:id',
  tags: ['things'],
  summary: 'Renames a thing',
  params: idParams,
  body,
  responses: { 200: thing, 404: errorBody },
});

describe('tagged(tags)', () => {
  it('builds the contract defineEndpoint declares: method, path, tags, summary and the parts', () => {
    expect(built).toEqual(written);
    expect(Object.keys(built)).toEqual(Object.keys(written));
  });

  it('has one builder per method, each tagging its endpoint with the area tags', () => {
    const methods = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' } as const;
    for (const [verb, method] of Object.entries(methods)) {
      const endpoint = api[verb as keyof typeof methods]('/x', 'x', { responses: {} });
      expect(endpoint).toEqual({ method, path: '/x', tags: ['things'], summary: 'x', responses: {} });
    }
  });

  it('types the params, body and answer as defineEndpoint does', () => {
    expectTypeOf<ParamsOf<typeof built>>().toEqualTypeOf<ParamsOf<typeof written>>();
    expectTypeOf<ParamsOf<typeof built>>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<BodyOf<typeof built>>().toEqualTypeOf<{ name: string; note?: string }>();
    expectTypeOf<ResponseOf<typeof built>>().toEqualTypeOf<{ id: number; name: string }>();
    expectTypeOf<ResponseOf<typeof built>>().toEqualTypeOf<ResponseOf<typeof written>>();
  });

  it('types a query with defaults filled in for the handler and optional for the caller', () => {
    const list = api.get('/things', 'Things', { query: pageQuery({ q: { type: 'string' } }), responses: { 200: thing } });
    expect(list.query.properties.q).toEqual({ type: 'string' });
    expectTypeOf<QueryOf<typeof list>>().toEqualTypeOf<{ page: number; pageSize: number; q?: string }>();
    expectTypeOf<QueryInputOf<typeof list>>().toEqualTypeOf<{ page?: number; pageSize?: number; q?: string }>();
  });

  it('types an endpoint without a JSON answer as answering unknown', () => {
    const file = api.get('/things/:id/file', 'A file', { params: idParams, responses: {} });
    expect(file.responses).toEqual({});
    expectTypeOf<ResponseOf<typeof file>>().toEqualTypeOf<unknown>();
    expectTypeOf<BodyOf<typeof file>>().toEqualTypeOf<undefined>();
  });
});
