import { describe, expect, it } from 'vitest';
import { moneyText } from '../../../src/lib/money';

describe('moneyText', () => {
  it('writes euro amounts with a decimal comma and the sign after', () => {
    expect(moneyText(348, 'EUR').replace(/\s/g, ' ')).toBe('3,48 €');
    expect(moneyText(123456, 'EUR').replace(/\s/g, ' ')).toBe('1 234,56 €');
  });
});
