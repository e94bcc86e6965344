import { describe, expect, it } from 'vitest';
import { formatValue, formatsOf, parseValue } from '../../../../src/lib/dates/formats';

describe('date formats (decision 0117)', () => {
  it('writes dates and times the same way in Lithuanian and in English', () => {
    expect(formatsOf('lt').display).toEqual({ date: 'YYYY-MM-DD', time: 'HH:mm', datetime: 'YYYY-MM-DD HH:mm' });
    expect(formatsOf('en').display).toEqual(formatsOf('lt').display);
    expect(formatsOf('lt').dayjsLocale).toBe('lt');
    expect(formatsOf('en').dayjsLocale).toBe('en');
  });

  it('reads the API strings of each kind and gives them back unchanged', () => {
    expect(formatValue(parseValue('2026-11-20', 'date'), 'date')).toBe('2026-11-20');
    expect(formatValue(parseValue('07:05', 'time'), 'time')).toBe('07:05');
    expect(formatValue(parseValue('2026-11-20T23:59', 'datetime'), 'datetime')).toBe('2026-11-20T23:59');
  });

  it('has no value for none, another kind or an impossible date', () => {
    expect(parseValue('', 'date')).toBeNull();
    expect(parseValue(undefined, 'date')).toBeNull();
    expect(parseValue('2026-02-30', 'date')).toBeNull();
    expect(parseValue('11/20/2026', 'date')).toBeNull();
    expect(parseValue('2026-11-20', 'time')).toBeNull();
    expect(formatValue(null, 'date')).toBe('');
  });
});
