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
});
