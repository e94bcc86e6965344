/**
 * Named pieces several contracts compose (src/domain/contracts/shared.ts, lifecycle.ts): each
 * concept's wire shape is declared once, so the endpoints that send it cannot drift apart.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ResponseOf } from '../../../../src/domain/contracts/endpoint.js';
import { itemHead } from '../../../../src/domain/contracts/items.js';
import { getHistory, getLifecycle, getVersion } from '../../../../src/domain/contracts/lifecycle.js';
import { entryReference } from '../../../../src/domain/contracts/shared.js';

describe('entryReference (the registered entry a change or termination notice refers to)', () => {
  it('is the entry of an item head and, or null, of the lifecycle and history views', () => {
    const notice = itemHead.properties.notice.anyOf[1];
    expect(notice.properties.entry).toBe(entryReference);
    for (const view of [getLifecycle('documents').responses[200], getHistory('requests').responses[200]]) {
      expect(view.properties.entry).toEqual({ ...entryReference, type: ['object', 'null'] });
    }
  });

  it('types an id and a registry number that may be absent', () => {
    expectTypeOf<FromSchema<typeof entryReference>>().toEqualTypeOf<{ documentId: number; registryNumber: string | null }>();
    expectTypeOf<ResponseOf<ReturnType<typeof getLifecycle<'documents'>>>['entry']>().toEqualTypeOf<{
      documentId: number;
      registryNumber: string | null;
    } | null>();
  });
});

describe('a stored version without its data', () => {
  it('is a history row, and with the item id and the data the answer of GET …/versions/:version', () => {
    const row = getHistory('documents').responses[200].properties.versions.items.properties;
    const { id, data, action, ...head } = getVersion('documents').responses[200].properties;
    expect(Object.keys(getVersion('documents').responses[200].properties)).toEqual(['id', ...Object.keys(row), 'data']);
    expect({ ...head, action: row.action }).toEqual(row);
    expect([id, data, action]).toEqual([{ type: 'integer' }, { type: 'object', additionalProperties: true }, { type: 'string' }]);
  });
});
