/**
 * Registry numbers of registered entries: `<register>-<year>-<sequence>`, e.g.
 * 'STSR-2026-000123'. The sequence restarts every year per register and comes from a counter
 * row incremented in the registering transaction (api/modules/lifecycle), so numbers are
 * unique and have no gaps.
 */
import type { Family } from '../schema/vocabulary.js';

/** The register that keeps each family of the catalogue. */
export const REGISTER_OF: Record<Family, 'STSR' | 'NTR'> = { documents: 'STSR', requests: 'NTR', certificates: 'NTR' };

export const REGISTRY_NUMBER = /^(STSR|NTR)-(\d{4})-(\d{6,})$/;

/**
 * Formats a registry number.
 * @param register STSR or NTR
 * @param year the year of registration
 * @param sequence 1, 2, … within the register and year
 */
export function formatRegistryNumber(register: string, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError('sequence must be a whole number ≥ 1');
  return `${register}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** True for text shaped like a registry number. */
export const isRegistryNumber = (value: string): boolean => REGISTRY_NUMBER.test(value);
