/**
 * What the open page /ntr-registras/{registrasNr} may show of a registered NTR entry: public
 * register facts only. The entry's data holds personal codes, names and addresses of people;
 * none of that leaves this file — only the real-property units' unique numbers are read out.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The unique numbers of the real-property units an entry concerns, in data order, without
 * repeats. A unit is recognised structurally (the `realPropertyUnit` $def of
 * schemas/common/real-property.schema.json: an object with `objektoID` and `unikalusNr`), so
 * every request type is covered without a per-type list.
 * @param data the entry's data as registered
 */
export function realPropertyUnits(data: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isObject(value)) {
      if (typeof value.objektoID === 'string' && typeof value.unikalusNr === 'string' && !found.includes(value.unikalusNr)) found.push(value.unikalusNr);
      Object.values(value).forEach(walk);
    }
  };
  walk(data);
  return found;
}
