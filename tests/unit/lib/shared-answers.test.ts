/** The first pages' shared answers (src/lib/api/shared-answers.tsx): one request per key, retried after a failure, a newer value kept. */
import { describe, expect, it, vi } from 'vitest';
import { SharedAnswers } from '../../../src/lib/api/shared-answers';

describe('SharedAnswers', () => {
  it('asks once for a key however many components want it, and tells the listeners', async () => {
    const store = new SharedAnswers();
    const listener = vi.fn();
    store.subscribe(listener);
    const fetch = vi.fn(async () => ({ version: '1.3.16' }));
    await Promise.all([store.load('/api/version', fetch), store.load('/api/version', fetch)]);
    await store.load('/api/version', fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(store.get('/api/version')).toEqual({ version: '1.3.16' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a failed request leaves its error, tells the listeners and is asked again by the next load', async () => {
    const store = new SharedAnswers();
    const listener = vi.fn();
    store.subscribe(listener);
    const offline = new Error('offline');
    const fetch = vi.fn().mockRejectedValueOnce(offline).mockResolvedValueOnce({ version: '2' });
    await store.load('k', fetch);
    expect(store.get('k')).toBeUndefined();
    expect(store.error('k')).toBe(offline);
    expect(listener).toHaveBeenCalledTimes(1);
    await store.load('k', fetch);
    expect(store.get('k')).toEqual({ version: '2' });
    expect(store.error('k')).toBeUndefined();
  });

  it('a value set while the request is on its way is newer than its answer', async () => {
    const store = new SharedAnswers();
    let answer!: (value: { text: string }) => void;
    const loading = store.load('k', () => new Promise<{ text: string }>((resolve) => (answer = resolve)));
    store.update<{ text: string }>('k', (current) => ({ text: `keep-alive after ${current?.text ?? 'nothing'}` }));
    answer({ text: 'overtaken' });
    await loading;
    expect(store.get('k')).toEqual({ text: 'keep-alive after nothing' });
  });
});
