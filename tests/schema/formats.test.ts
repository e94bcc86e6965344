import { describe, expect, it } from 'vitest';
import { FORMATS } from '../../src/domain/schema/runtime/formats.js';

const cases: Record<keyof typeof FORMATS, { valid: string[]; invalid: string[] }> = {
  idk: { valid: ['12345678901234', '00000000000000'], invalid: ['1234567890123', '123456789012345', '1234567890123a', ' 12345678901234'] },
  'asmens-kodas': {
    valid: ['38703181745', '47905032313', '39107144560'],
    invalid: ['38703181746', '3870318174', '78703181745', '38713181745', '38702301745', '3870318174a'],
  },
  'ja-kodas': { valid: ['112029651', '1234567'], invalid: ['11202965', '1120296511', '12345678a'] },
  iban: {
    valid: ['LT121000011101001000', 'LT601010012345678901'],
    invalid: ['LT131000011101001000', 'LV121000011101001000', 'LT12100001110100100', 'lt121000011101001000'],
  },
  'ntr-unikalus-nr': {
    valid: ['4400-1234-5678', '4400-1234-5678:0001', '4400-1234-5678:12'],
    invalid: ['4400-1234-567', '44001234-5678', '4400-1234-5678:', '4400-1234-5678:00001'],
  },
  'day-of-month': { valid: ['1', '9', '10', '29', '31'], invalid: ['0', '01', '32', '-1', '1.5', ''] },
  time: { valid: ['00:00', '09:30', '23:59'], invalid: ['24:00', '9:30', '12:60', '12:30:00'] },
  date: { valid: ['2026-11-20', '2024-02-29', '2000-02-29'], invalid: ['2026-02-29', '1900-02-29', '2026-13-01', '2026-1-01', '20261120', '2026-04-31'] },
  email: {
    valid: ['info@bankas.lt', 'vardas.pavarde+x@sub.example.com'],
    invalid: ['info@bankas', '@bankas.lt', 'info@@bankas.lt', 'in fo@bankas.lt', 'info..x@bankas.lt', '.info@bankas.lt', 'info.@bankas.lt'],
  },
};

describe('catalogue formats (spec §5, shared/reference/lithuania.md)', () => {
  for (const [name, { valid, invalid }] of Object.entries(cases)) {
    it(`${name} accepts ${valid.join(', ')}`, () => {
      for (const v of valid) expect(FORMATS[name as keyof typeof FORMATS](v), v).toBe(true);
    });
    it(`${name} refuses ${invalid.map((v) => JSON.stringify(v)).join(', ')}`, () => {
      for (const v of invalid) expect(FORMATS[name as keyof typeof FORMATS](v), v).toBe(false);
    });
  }
});
