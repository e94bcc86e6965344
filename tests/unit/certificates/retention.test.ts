import { describe, expect, it } from 'vitest';
import { isExpired, keepUntil } from '../../../api/modules/certificate-issue/retention.js';

describe('keeping period of issued certificates', () => {
  it('counts calendar days from the day of issue, across months and leap days', () => {
    expect(keepUntil('2026-11-20', 30)).toBe('2026-12-20');
    expect(keepUntil('2026-12-15', 30)).toBe('2027-01-14');
    expect(keepUntil('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('keeps the PDF through its last day', () => {
    expect(isExpired('2026-12-20', '2026-12-20')).toBe(false);
    expect(isExpired('2026-12-20', '2026-12-21')).toBe(true);
  });
});
