/** Forgiving input: codes typed with spaces are normalised before validation, nothing else is touched. */
import { describe, expect, it } from 'vitest';
import { normalizeInput, normalizeValue } from '../../../../src/domain/schema/normalize-input.js';
import { PRECOMPILED } from '../../../../src/domain/generated/validators/index.js';
import { rootValidator, validateData } from '../../../../src/domain/schema/precompiled.js';

const schema = {
  type: 'object',
  properties: {
    iban: { $ref: '#/$defs/iban' },
    asmenys: { type: 'array', items: { type: 'object', properties: { asmensKodas: { type: 'string', format: 'asmens-kodas' }, vardas: { type: 'string' } } } },
  },
  $defs: { iban: { type: 'string', format: 'iban' } },
};

describe('normalizeInput', () => {
  it('removes spaces from IBANs (upper-cased) and personal codes, leaving other fields and the input alone', () => {
    const data = { iban: 'lt12 1000 0111 0100 1000', asmenys: [{ asmensKodas: ' 3850 1010 000 ', vardas: 'Jonas  Jonaitis' }, { asmensKodas: 5 }] };
    const before = structuredClone(data);
    expect(normalizeInput(schema, data)).toEqual({
      iban: 'LT121000011101001000',
      asmenys: [{ asmensKodas: '38501010000', vardas: 'Jonas  Jonaitis' }, { asmensKodas: 5 }],
    });
    expect(data).toEqual(before);
  });

  it('answers the same object when nothing changes', () => {
    const data = { iban: 'LT121000011101001000' };
    expect(normalizeInput(schema, data)).toBe(data);
  });

  it('normalizeValue is the same rule for one field (the browser on blur)', () => {
    expect(normalizeValue('iban', 'LT12 1000 0111 0100 1000')).toBe('LT121000011101001000');
    expect(normalizeValue('ja-kodas', '110 053 842')).toBe('110053842');
    expect(normalizeValue('email', ' a@b.lt ')).toBe(' a@b.lt ');
  });

  it('a real type: a personal code typed with spaces passes the precompiled validator once normalised', async () => {
    const type = await PRECOMPILED['sutartine-hipoteka']();
    const validate = rootValidator(type);
    const pointerOf = (errors: { path: string }[]) => errors.map((e) => e.path).filter((p) => p.endsWith('/asmensKodas'));
    const data = { skolininkai: [{ asmensTipas: 'fizinis', asmensKodas: '3850 1010 002' }] } as Record<string, unknown>;
    expect(pointerOf(validateData(validate, data, { today: '2026-11-20' }))).not.toEqual([]);
    expect(pointerOf(validateData(validate, normalizeInput(type.schema, data), { today: '2026-11-20' }))).toEqual([]);
  });
});
