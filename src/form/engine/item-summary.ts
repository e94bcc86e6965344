/**
 * The one-line summary of a list item in its table row: kind, name, code and value — e.g.
 * "Nekilnojamasis daiktas · 4400-1234-5678:0001 · 120 000,00 €" for an asset, "Fizinis asmuo ·
 * Jonas Jonaitis · 38703181745" for a person. Which field plays which part is read from the
 * item schema by these conventions (a list's uiSchema may name them in
 * `"ui:options": { "summary": { "kind": "…", "name": ["…"], "code": ["…"], "value": ["…"] } }`):
 * - kind: the oneOf discriminator (`rusis`), else the first field that is an enum;
 * - name: `pavadinimas`, else `vardas` + `pavarde`, else another field whose name contains
 *   `pavadinimas`, else `modelis`, `marke`, `aprasymas` (a thing without a name);
 * - code: fields with a code format (personal, legal-entity, IDK, NTR unique number, IBAN) or a
 *   pattern (VIN, registration marks), except the item's own id (`uniqueKey`);
 * - value: fields with the `eur` keyword.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { isRecord } from './json';
import { derefField, fieldsOf } from './schema-fields';

export interface SummaryPlan {
  kind?: string;
  /** alternatives; each is one field or fields joined by a space (vardas + pavarde) */
  name: string[][];
  code: string[];
  value: string[];
}

export interface ItemSummary {
  kind?: unknown;
  name?: string;
  code?: string;
  value?: unknown;
}

const CODE_FORMATS = new Set(['asmens-kodas', 'ja-kodas', 'idk', 'ntr-unikalus-nr', 'iban']);

/**
 * Decides which fields summarise an item.
 * @param root the schema holding the `$defs`
 * @param itemSchema the list's item schema
 * @param idField the item's own id (the list's uniqueKey), never shown as its code
 * @param override the list's `ui:options.summary`
 */
export function planSummary(root: RJSFSchema, itemSchema: RJSFSchema, idField?: string, override?: Partial<SummaryPlan> & { name?: unknown }): SummaryPlan {
  const fields = [...fieldsOf(root, itemSchema)].map(([name, schema]) => [name, derefField(root, schema)] as const);
  const discriminator = isRecord(itemSchema.discriminator) ? itemSchema.discriminator.propertyName : undefined;
  const kind = typeof discriminator === 'string' ? discriminator : fields.find(([, s]) => Array.isArray(s.enum))?.[0];
  const names = fields.map(([n]) => n);
  const name: string[][] = [];
  if (names.includes('pavadinimas')) name.push(['pavadinimas']);
  if (names.includes('vardas') && names.includes('pavarde')) name.push(['vardas', 'pavarde']);
  for (const n of names) if (n !== 'pavadinimas' && /pavadinimas/i.test(n)) name.push([n]);
  for (const n of ['modelis', 'marke', 'aprasymas']) if (names.includes(n)) name.push([n]);
  const code = fields
    .filter(
      ([n, s]) =>
        n !== idField && n !== kind && s.type === 'string' && ((typeof s.format === 'string' && CODE_FORMATS.has(s.format)) || typeof s.pattern === 'string'),
    )
    .map(([n]) => n);
  const value = fields.filter(([, s]) => (s as { eur?: unknown }).eur === true).map(([n]) => n);
  const overrideName = Array.isArray(override?.name) ? override.name.map((x) => (Array.isArray(x) ? x.map(String) : [String(x)])) : undefined;
  return {
    kind: typeof override?.kind === 'string' ? override.kind : kind,
    name: overrideName ?? name,
    code: Array.isArray(override?.code) ? override.code.map(String) : code,
    value: Array.isArray(override?.value) ? override.value.map(String) : value,
  };
}

const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The summary of one item by a plan. */
export function summarize(plan: SummaryPlan, item: unknown): ItemSummary {
  if (!isRecord(item)) return {};
  const nameParts = plan.name
    .map((fields) =>
      fields
        .map((f) => item[f])
        .filter(filled)
        .map(String)
        .join(' '),
    )
    .find((text) => text !== '');
  const codeField = plan.code.find((f) => filled(item[f]));
  const valueField = plan.value.find((f) => filled(item[f]));
  return {
    kind: plan.kind && filled(item[plan.kind]) ? item[plan.kind] : undefined,
    name: nameParts,
    code: codeField ? String(item[codeField]) : undefined,
    value: valueField ? item[valueField] : undefined,
  };
}
