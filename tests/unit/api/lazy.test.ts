import { describe, expect, it } from 'vitest';
import { commonJs, once } from '../../../api/lib/lazy.js';

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

describe('commonJs (a CommonJS package by name, from Node or from the bundle)', () => {
  it("takes the bundle's chunk, whose only export is default (module.exports)", async () => {
    const exports = { PDFDocument: 'the class' };
    expect(await commonJs(async () => ({ default: exports }))).toBe(exports);
  });

  it("keeps Node's namespace, whose named exports stand beside default", async () => {
    const namespace = { default: { PDFDocument: 'the class' }, PDFDocument: 'the class' };
    expect(await commonJs(async () => namespace)).toBe(namespace);
  });

  it('reads pdf-lib by name either way', async () => {
    const { PDFDocument } = await commonJs(() => import('pdf-lib'));
    expect(typeof PDFDocument.create).toBe('function');
  });
});
