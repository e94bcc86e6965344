// @vitest-environment jsdom
/**
 * One write of an admin page (src/features/admin/components/use-admin-write.ts): busy while it
 * runs, the page's data re-read and the success announced after it, nothing announced when it
 * fails (the API client has shown why), and the answer tells the page which happened.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useAdminWrite } from '../../../src/features/admin/components/use-admin-write';
import { notify } from '../../../src/lib/notify';

afterEach(() => vi.restoreAllMocks());

describe('useAdminWrite', () => {
  it('re-reads, then announces a write that succeeded, busy until then', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const order: string[] = [];
    const reload = vi.fn(async () => void order.push('reload'));
    const { result } = renderHook(() => useAdminWrite(reload));
    let finish = () => undefined as void;
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = result.current.run(() => new Promise<void>((resolve) => (finish = () => (order.push('write'), resolve()))), 'Išsaugota');
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      expect(await answer).toBe(true);
    });
    expect(order).toEqual(['write', 'reload']);
    expect(success).toHaveBeenCalledWith('Išsaugota');
    expect(result.current.busy).toBe(false);
  });

  it('announces nothing and answers false when the write fails', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const reload = vi.fn(async () => undefined);
    const { result } = renderHook(() => useAdminWrite(reload));
    await act(async () => {
      expect(await result.current.run(() => Promise.reject(new Error('atmesta')), 'Išsaugota')).toBe(false);
    });
    expect(reload).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });
});
