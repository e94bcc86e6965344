/**
 * An address change (`adreso_keitimas`) may change the addresses of an entry and nothing
 * else: its data, with every address (`adresas`, `istaigosAdresas`, … — any field whose
 * name ends in "adresas") left out, must equal the entry's registered data left out the same.
 * A party-bound provider (a legal person's, decision 0095) changes its own company's address
 * only: each changed address must belong to the object whose `jaKodas` is its company's code.
 */
import type { FieldError } from '../../../src/domain/schema/field-errors.js';
import { isAddressField } from '../../../src/domain/lifecycle/notice-scope.js';
import { canonicalJson } from '../signing/canonical.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
/** Equal as canonical JSON; an absent value equals only another absent one. */
const same = (a: unknown, b: unknown): boolean => (a === undefined || b === undefined ? a === b : canonicalJson(a) === canonicalJson(b));

/** The data with every address field removed, at any depth. */
export function withoutAddresses(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutAddresses);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !isAddressField(k))
      .map(([k, v]) => [k, withoutAddresses(v)]),
  );
}

/** A changed (added, edited or removed) address: its JSON pointer in the data and the object holding it. */
interface ChangedAddress {
  path: string;
  holder: Json;
}

/** The addresses that differ between the registered data and the notice's, at any depth. */
export function changedAddresses(registered: unknown, data: unknown, path = ''): ChangedAddress[] {
  if (Array.isArray(data)) return data.flatMap((v, i) => changedAddresses(Array.isArray(registered) ? registered[i] : undefined, v, `${path}/${i}`));
  if (!isObject(data)) return [];
  const before = isObject(registered) ? registered : {};
  return [...new Set([...Object.keys(before), ...Object.keys(data)])].flatMap((k) => {
    if (!isAddressField(k)) return changedAddresses(before[k], data[k], `${path}/${k}`);
    return same(before[k], data[k]) ? [] : [{ path: `${path}/${k}`, holder: data }];
  });
}

/**
 * Critical issues of an address change: anything changed besides addresses; with `ownCompany`
 * (a party-bound provider's company code), each changed address not of that company.
 */
export function addressChangeIssues(registered: unknown, data: unknown, ownCompany: string | null): FieldError[] {
  if (!same(withoutAddresses(registered), withoutAddresses(data)))
    return [{ path: '', messageKey: 'lifecycle.validation.addressChangeOnly', severity: 'critical' }];
  if (ownCompany === null) return [];
  return changedAddresses(registered, data)
    .filter((c) => c.holder.jaKodas !== ownCompany)
    .map((c) => ({ path: c.path, messageKey: 'lifecycle.validation.addressOfOwnCompanyOnly', severity: 'critical' }));
}
