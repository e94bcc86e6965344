/**
 * The GET answers held per item, version and head (api/modules/documents/answer-cache.ts,
 * decision 0177): built once per key, rebuilt for another head or version, bounded.
 */
import { describe, expect, it } from 'vitest';
import { AnswerCache, headKey } from '../../../api/modules/documents/answer-cache.js';
import type { StoredDocumentView } from '../../../api/modules/documents/service.js';

const bytes = (text: string) => () => Buffer.from(text);

describe('AnswerCache', () => {
  it('builds an answer once per version and head key', () => {
    const cache = new AnswerCache();
    let built = 0;
    const build = () => (built++, Buffer.from('{"a":1}'));
    const first = cache.answer(1, 1, 'k', build);
    expect(cache.answer(1, 1, 'k', build)).toBe(first);
    expect(built).toBe(1);
    cache.answer(1, 1, 'other rights', build);
    expect(built).toBe(2);
    // a new version drops the answers of the old one
    cache.answer(1, 2, 'k', build);
    cache.answer(1, 1, 'k', build);
    expect(built).toBe(4);
  });

  it('holds at most maxHeads heads per item, dropping the oldest', () => {
    const cache = new AnswerCache(1_000, 2);
    const a = cache.answer(1, 1, 'a', bytes('A'));
    cache.answer(1, 1, 'b', bytes('B'));
    cache.answer(1, 1, 'c', bytes('C'));
    expect(cache.answer(1, 1, 'a', bytes('A'))).not.toBe(a);
  });

  it('drops the least recently answered items once the bytes pass its limit', () => {
    const cache = new AnswerCache(10);
    const one = cache.answer(1, 1, 'k', bytes('1234'));
    const two = cache.answer(2, 1, 'k', bytes('1234'));
    cache.answer(1, 1, 'k', bytes('x')); // 1 is now the more recent
    cache.answer(3, 1, 'k', bytes('1234'));
    expect(cache.size).toBe(2);
    expect(cache.answer(1, 1, 'k', bytes('x'))).toBe(one);
    expect(cache.answer(2, 1, 'k', bytes('1234'))).not.toBe(two);
    cache.answer(4, 1, 'k', bytes('12345678901')); // larger than the whole limit: not held
    expect(cache.size).toBeLessThanOrEqual(2);
  });
});

describe('headKey', () => {
  const view: StoredDocumentView = {
    id: 1,
    type: 't',
    status: 'rengiamas',
    version: 1,
    schemaVersion: 's',
    dataJson: '{}',
    checkErrorsJson: '[]',
    allowedActions: ['pasirasyti'],
    editable: true,
    lock: null,
    notice: null,
    createdAt: 'c',
    updatedAt: 'u',
  };

  it('differs when any field of the head differs', () => {
    const lock = { holder: { userId: 2, name: 'N' }, since: 's', expiresAt: 'e', mine: false };
    const notice = { kind: 'change', entry: { documentId: 9, registryNumber: null }, changeableSections: ['a'] } as unknown as StoredDocumentView['notice'];
    const variants: Partial<StoredDocumentView>[] = [
      { type: 'u' },
      { status: 'perduotas' },
      { schemaVersion: 'z' },
      { checkErrorsJson: '[{}]' },
      { allowedActions: [] },
      { editable: false },
      { lock },
      { lock: { ...lock, mine: true } },
      { notice },
      { createdAt: 'd' },
      { updatedAt: 'v' },
    ];
    const keys = new Set([headKey(view), ...variants.map((v) => headKey({ ...view, ...v }))]);
    expect(keys.size).toBe(variants.length + 1);
    // id, version and data are the cache's own key, not the head's
    expect(headKey({ ...view, dataJson: '{"a":1}', version: 2 })).toBe(headKey(view));
  });
});
