/**
 * An address change (`adreso_keitimas`) may change the addresses of an entry and nothing
 * else: its data, with every address (`adresas`, `istaigosAdresas`, … — any field whose
 * name ends in "adresas") left out, must equal the entry's registered data left out the same.
 */
import type { FieldError } from '../../../src/domain/schema/field-errors.js';
import { canonicalJson } from '../signing/canonical.js';

const isAddressField = (name: string): boolean => name.toLowerCase().endsWith('adresas');

/** The data with every address field removed, at any depth. */
export function withoutAddresses(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutAddresses);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => !isAddressField(k)).map(([k, v]) => [k, withoutAddresses(v)]));
}

/** A critical issue when the notice changes anything besides addresses. */
export function addressChangeIssues(registered: unknown, data: unknown): FieldError[] {
  if (canonicalJson(withoutAddresses(registered)) === canonicalJson(withoutAddresses(data))) return [];
  return [{ path: '', messageKey: 'lifecycle.validation.addressChangeOnly', severity: 'critical' }];
}
