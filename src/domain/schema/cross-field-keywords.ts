/**
 * The cross-field keywords (decision 0122): rules that read more than one field or a value's
 * relation to zero or the whole, written into the schemas so the browser and the API run the
 * same precompiled code. Each failure names the field to correct (params.field, a path
 * relative to where the keyword sits) and its rule (params.rule → `validation.crossField.<rule>`,
 * src/domain/schema/messages.ts). Code keywords, like ./keywords.ts: generated code calls the
 * predicates of ./runtime/cross-field.ts by name.
 */
import { _, Name, type CodeKeywordDefinition, type KeywordCxt, type KeywordErrorDefinition } from 'ajv';
import * as runtime from './runtime/index.js';
import { DATE_ORDER_RULES, PARTY_RULES } from './cross-field-rules.js';
import { RUNTIME_MODULE_ID } from './runtime-module.js';

type RuntimeName = 'datesOutOfOrder' | 'isPositive' | 'shareWithinWhole' | 'firstShareOverWhole' | 'partyOnBothSides';

/** A reference, in generated code, to a function of the run-time module. */
function runtimeFn(cxt: KeywordCxt, name: RuntimeName) {
  return cxt.gen.scopeValue('func', { ref: runtime[name], code: _`require(${RUNTIME_MODULE_ID}).${new Name(name)}` });
}

const errorParams: KeywordErrorDefinition = { message: 'breaks a cross-field rule', params: ({ params }) => _`{field: ${params.field}, rule: ${params.rule}}` };

/**
 * `"dateOrder": [{ "earlier": "pradziosData", "later": "pabaigosData", "rule": "endBeforeStart" }]`
 * on an object: the date at `later` may not be earlier than the date at `earlier` (paths
 * relative to the object, `irasas/registravimoData` for a nested one). The error is on `later`.
 */
export const dateOrder: CodeKeywordDefinition = {
  keyword: 'dateOrder',
  type: 'object',
  schemaType: 'array',
  error: errorParams,
  code(cxt) {
    for (const { earlier, later, rule } of cxt.schema as { earlier: string; later: string; rule: string }[]) {
      cxt.setParams({ field: later, rule }, true);
      cxt.gen.if(_`${runtimeFn(cxt, 'datesOutOfOrder')}(${cxt.data}, ${earlier}, ${later})`, () => cxt.error());
    }
  },
};

/**
 * `"distinctParties": [{ "one": "skolininkai", "other": "kreditoriai", "rule": "debtorIsCreditor" }]`
 * on an object: nobody (matched by personal, company or foreign code) is in both fields (each
 * a person or a list of persons). The error is on the code of the person in `other`.
 */
export const distinctParties: CodeKeywordDefinition = {
  keyword: 'distinctParties',
  type: 'object',
  schemaType: 'array',
  error: errorParams,
  code(cxt) {
    for (const { one, other, rule } of cxt.schema as { one: string; other: string; rule: string }[]) {
      const field = cxt.gen.const('party', _`${runtimeFn(cxt, 'partyOnBothSides')}(${cxt.data}, ${one}, ${other})`);
      cxt.setParams({ field, rule }, true);
      cxt.gen.if(_`${field} !== ""`, () => cxt.error());
    }
  },
};

/** `"positive": true` on a number: above zero (an amount that must be more than nothing). */
export const positive: CodeKeywordDefinition = {
  keyword: 'positive',
  type: 'number',
  schemaType: 'boolean',
  code(cxt) {
    if (!cxt.schema) return;
    cxt.fail(_`!${runtimeFn(cxt, 'isPositive')}(${cxt.data})`);
  },
};

/** `"properShare": true` on a share `n/d`: not more than the whole. */
export const properShare: CodeKeywordDefinition = {
  keyword: 'properShare',
  type: 'string',
  schemaType: 'boolean',
  code(cxt) {
    if (!cxt.schema) return;
    cxt.fail(_`!${runtimeFn(cxt, 'shareWithinWhole')}(${cxt.data})`);
  },
};

/**
 * `"shareTotal": { "key": "unikalusNr", "share": "dalis" }` on a list: the shares of one unit
 * (items with the same key; no share = the whole unit) add up to at most the whole. The error
 * is on the share of the item that goes past it.
 */
export const shareTotal: CodeKeywordDefinition = {
  keyword: 'shareTotal',
  type: 'array',
  schemaType: 'object',
  error: { message: 'shares exceed the whole', params: ({ schema, params }) => _`{share: ${(schema as { share: string }).share}, index: ${params.index}}` },
  code(cxt) {
    const { key, share } = cxt.schema as { key: string; share: string };
    const index = cxt.gen.const('over', _`${runtimeFn(cxt, 'firstShareOverWhole')}(${cxt.data}, ${key}, ${share})`);
    cxt.setParams({ index });
    cxt.fail(_`${index} !== -1`);
  },
};

export const CROSS_FIELD_KEYWORDS = [dateOrder, distinctParties, positive, properShare, shareTotal];

const NAME = { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' } as const;
const PATH = { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*(/[A-Za-z_][A-Za-z0-9_]*)*$' } as const;
const rulesList = (fields: [string, string], field: object, rules: readonly string[]) => ({
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    additionalProperties: false,
    required: [...fields, 'rule'],
    properties: { [fields[0]]: field, [fields[1]]: field, rule: { enum: [...rules] } },
  },
});

/** Meta-schemas of the cross-field keywords (a malformed rule fails npm run check:schemas). */
export const CROSS_FIELD_META: Record<string, object> = {
  dateOrder: rulesList(['earlier', 'later'], PATH, DATE_ORDER_RULES),
  distinctParties: rulesList(['one', 'other'], NAME, PARTY_RULES),
  positive: { type: 'boolean' },
  properShare: { type: 'boolean' },
  shareTotal: { type: 'object', additionalProperties: false, required: ['key', 'share'], properties: { key: NAME, share: NAME } },
};
