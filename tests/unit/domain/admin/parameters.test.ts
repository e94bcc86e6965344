/** System parameters declared once (src/domain/admin/parameters.ts): stored text → typed value, the declared default otherwise. */
import { describe, expect, it } from 'vitest';
import { isParameterText, PARAMETER_CODES, PARAMETER_PROPERTIES, parameterValue, PARAMETERS, parametersSchema } from '../../../../src/domain/admin/parameters';
import { DEFAULT_IDLE_MINUTES } from '../../../../src/domain/constants';

describe('system parameters', () => {
  it('reads a stored text within the schema as its number', () => {
    expect(parameterValue('SAUGOJIMO_LAIKAS', ' 45 ')).toBe(45);
    expect(parameterValue('LOCK_TTL_SECONDS', '60')).toBe(60);
    expect(parameterValue('ATJUNGIMO_LAIKAS', '480')).toBe(480);
  });

  it('gives the declared default for a missing text or one outside the schema', () => {
    for (const raw of [undefined, null, '', 'trisdešimt', '0', '-3', '2.5', '1e3', '99999'])
      expect(parameterValue('SAUGOJIMO_LAIKAS', raw), String(raw)).toBe(30);
    expect(parameterValue('LOCK_TTL_SECONDS', '59')).toBe(120);
    expect(isParameterText('MAX_FILE_SIZE_MB', '1025')).toBe(false);
  });

  it('declares a default within each schema, and the schemas the form and the contract read', () => {
    for (const code of PARAMETER_CODES) {
      expect(isParameterText(code, String(PARAMETERS[code].default)), code).toBe(true);
      expect(PARAMETER_PROPERTIES[code]).toBe(PARAMETERS[code].schema);
    }
    expect(parametersSchema.required).toEqual(PARAMETER_CODES);
    expect(DEFAULT_IDLE_MINUTES).toBe(PARAMETERS.ATJUNGIMO_LAIKAS.default);
  });
});
