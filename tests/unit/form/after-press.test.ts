// @vitest-environment jsdom
/** A field's check after blur waits for the pointer press that moved the focus (the click must land first). */
import { describe, expect, it, vi } from 'vitest';
import { afterPress } from '../../../src/form/engine/after-press';

describe('afterPress', () => {
  it('runs at once without a press, and after the press and its click with one', async () => {
    const now = vi.fn();
    afterPress(now);
    expect(now).toHaveBeenCalledTimes(1);

    const order: string[] = [];
    document.dispatchEvent(new Event('pointerdown'));
    afterPress(() => order.push('check'));
    expect(order).toEqual([]);
    document.addEventListener('click', () => order.push('click'), { once: true });
    document.dispatchEvent(new Event('pointerup'));
    document.dispatchEvent(new Event('click'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(order).toEqual(['click', 'check']);
  });

  it('runs the queued check once when the press is cancelled, and a later press does not run it again', async () => {
    const check = vi.fn();
    document.dispatchEvent(new Event('pointerdown'));
    afterPress(check);
    document.dispatchEvent(new Event('pointercancel'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(check).toHaveBeenCalledTimes(1);
    // the next press's release finds no listener of the cancelled one left behind
    document.dispatchEvent(new Event('pointerdown'));
    document.dispatchEvent(new Event('pointerup'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(check).toHaveBeenCalledTimes(1);
  });
});
