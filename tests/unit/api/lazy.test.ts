import { describe, expect, it } from 'vitest';
import { once } from '../../../api/lib/lazy.js';

describe('once (load at first use)', () => {
  it('loads nothing until asked, then loads once and shares the result', async () => {
    let loads = 0;
    const get = once(async () => ({ n: ++loads }));
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe(a);
    expect(b).toBe(a);
    expect(loads).toBe(1);
  });

  it('a failed load fails every call loudly and is tried again, not kept', async () => {
    let calls = 0;
    const get = once(async () => {
      calls++;
      throw new Error('Cannot find package');
    });
    await expect(get()).rejects.toThrow('Cannot find package');
    await expect(get()).rejects.toThrow('Cannot find package');
    expect(calls).toBe(2);
  });

  it('a missing package rejects on first use with the import error', async () => {
    const get = once(() => import('registry-no-such-package' as string));
    await expect(get()).rejects.toThrow(/registry-no-such-package/);
  });
});
