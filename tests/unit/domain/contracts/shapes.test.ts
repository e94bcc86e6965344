/**
 * The contract builders (src/domain/contracts/shapes.ts, shared.ts): each returns the JSON
 * Schema it stands for, and a type `FromSchema` reads exactly (required, optional, closed).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { closedObject, exact } from '../../../../src/domain/contracts/shapes.js';
import { nullableText, paged, pageQuery, type SORT_DIRECTIONS, sortDirection } from '../../../../src/domain/contracts/shared.js';

const row = exact({ id: { type: 'integer' }, name: nullableText, tags: { type: 'array', items: exact({ code: { type: 'string', enum: ['a', 'b'] } }) } });

describe('exact(properties)', () => {
  it('is a closed object requiring every property, in their order', () => {
    expect(row).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: row.properties,
      required: ['id', 'name', 'tags'],
    });
  });

  it('types every property as present and no other', () => {
    type Row = FromSchema<typeof row>;
    expectTypeOf<Row>().toEqualTypeOf<{ id: number; name: string | null; tags: { code: 'a' | 'b' }[] }>();
  });
});

describe('closedObject(properties, required?)', () => {
  const some = closedObject({ id: { type: 'integer' }, note: { type: 'string' } }, ['id']);
  const none = closedObject({ q: { type: 'string' } });

  it('requires the listed properties only, and says nothing of required when none are', () => {
    expect(some).toEqual({ type: 'object', additionalProperties: false, properties: some.properties, required: ['id'] });
    expect(none).toEqual({ type: 'object', additionalProperties: false, properties: none.properties });
    expect('required' in none).toBe(false);
  });

  it('types the listed properties as present and the others as optional', () => {
    expectTypeOf<FromSchema<typeof some>>().toEqualTypeOf<{ id: number; note?: string }>();
    expectTypeOf<FromSchema<typeof none>>().toEqualTypeOf<{ q?: string }>();
  });
});

describe('pageQuery(filters) and sortDirection(default)', () => {
  const query = pageQuery({ sort: { type: 'string', enum: ['id', 'name'], default: 'id' }, order: sortDirection('desc') });

  it('puts the paging first, then the filters, all optional', () => {
    expect(Object.keys(query.properties)).toEqual(['page', 'pageSize', 'sort', 'order']);
    expect(query.properties.order).toEqual({ type: 'string', enum: ['asc', 'desc'], default: 'desc' });
    expect(pageQuery()).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: { page: query.properties.page, pageSize: query.properties.pageSize },
    });
  });

  it('types the handler side with the defaults filled in, and the caller side with them left out', () => {
    type Handler = FromSchema<typeof query>;
    type Caller = FromSchema<typeof query, { keepDefaultedPropertiesOptional: true }>;
    expectTypeOf<Handler>().toEqualTypeOf<{ page: number; pageSize: number; sort: 'id' | 'name'; order: 'asc' | 'desc' }>();
    expectTypeOf<Caller>().toEqualTypeOf<{ page?: number; pageSize?: number; sort?: 'id' | 'name'; order?: 'asc' | 'desc' }>();
    expectTypeOf<(typeof SORT_DIRECTIONS)[number]>().toEqualTypeOf<'asc' | 'desc'>();
  });
});

describe('paged(item, extra?)', () => {
  const page = paged(row, { bands: { type: 'array', items: { type: 'integer' } } });

  it('is the page envelope with the extra totals, all required', () => {
    expect(page.required).toEqual(['total', 'page', 'pageSize', 'items', 'bands']);
    expect(paged(row).required).toEqual(['total', 'page', 'pageSize', 'items']);
    expect(page.properties.items).toEqual({ type: 'array', items: row });
  });

  it('types the envelope, its rows and the extras', () => {
    type Row = FromSchema<typeof row>;
    expectTypeOf<FromSchema<typeof page>>().toEqualTypeOf<{ total: number; page: number; pageSize: number; items: Row[]; bands: number[] }>();
    expectTypeOf<FromSchema<ReturnType<typeof paged<typeof row>>>>().toEqualTypeOf<{ total: number; page: number; pageSize: number; items: Row[] }>();
  });
});
