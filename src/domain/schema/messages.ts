import { DATE_ORDER_RULES, PARTY_RULES, SINGLE_RULE_KEYWORDS } from './cross-field-rules.js';

/**
 * Translation keys of validation messages (texts in locales/<lng>/validation.json). The
 * spec's own text, 'Neužpildyti visi privalomi laukai arba netinkamas laukų formatas.', is the
 * lt text of `summary`: the heading of an error summary, once per page; each field says its
 * own rule. A rule's key is, in this order: the one its schema names (`messageKeys`, decision
 * 0111), the format's (FORMAT_KEYS), the keyword's (here), else `invalid`.
 */
export const MESSAGE_KEYS = {
  summary: 'validation.summary',
  required: 'validation.required',
  invalid: 'validation.invalid',
  wrongType: 'validation.wrongType',
  integer: 'validation.integer',
  unknownField: 'validation.unknownField',
  unknownFieldsOmitted: 'validation.unknownFieldsOmitted',
  hiddenField: 'validation.hiddenField',
  maxLength: 'validation.maxLength',
  minLength: 'validation.minLength',
  minItems: 'validation.minItems',
  maxItems: 'validation.maxItems',
  notAfterToday: 'validation.notAfterToday',
  notBeforeToday: 'validation.notBeforeToday',
  eur: 'validation.eur',
  formerSpouse: 'validation.formerSpouse',
  uniqueKey: 'validation.uniqueKey',
  minimum: 'validation.minimum',
  maximum: 'validation.maximum',
  exclusiveMinimum: 'validation.exclusiveMinimum',
  exclusiveMaximum: 'validation.exclusiveMaximum',
  multipleOf: 'validation.multipleOf',
  enum: 'validation.enum',
  uniqueItems: 'validation.uniqueItems',
  pattern: 'validation.pattern',
} as const;

/** Field-specific keys of the formats (spec §5); a format not listed here gets `invalid`. */
export const FORMAT_KEYS: Record<string, string> = {
  idk: 'validation.idk',
  'ja-kodas': 'validation.jaKodas',
  iban: 'validation.iban',
  'ntr-unikalus-nr': 'validation.ntrUnikalusNr',
  'day-of-month': 'validation.dayOfMonth',
  time: 'validation.time',
  date: 'validation.date',
  email: 'validation.email',
};

/** A personal code's two rules (spec §5): 11 digits, and the check digit. */
export const PERSONAL_CODE_KEYS = { length: 'validation.asmensKodasLength', checkDigit: 'validation.asmensKodasCheckDigit' } as const;

/**
 * The key of a failed format: a personal code of 11 digits has a wrong check digit, any other
 * one the wrong length; other formats their FORMAT_KEYS entry, else `invalid`.
 */
export function formatMessageKey(format: string, data: unknown): string {
  if (format === 'asmens-kodas' && typeof data === 'string') return /^[0-9]{11}$/.test(data) ? PERSONAL_CODE_KEYS.checkDigit : PERSONAL_CODE_KEYS.length;
  return FORMAT_KEYS[format] ?? MESSAGE_KEYS.invalid;
}

/**
 * Keys of the cross-field rules (decision 0122): one per rule of `dateOrder` and
 * `distinctParties`, and one for each of `positive`, `properShare`, `shareTotal`.
 */
export const crossFieldKey = (rule: string): string => `validation.crossField.${rule}`;
export const CROSS_FIELD_KEYS: string[] = [...DATE_ORDER_RULES, ...PARTY_RULES, ...SINGLE_RULE_KEYWORDS].map(crossFieldKey);

/** Every key a schema validation may produce (the locale check demands a text for each). */
export const ALL_VALIDATION_KEYS: string[] = [
  ...new Set([...Object.values(MESSAGE_KEYS), ...Object.values(FORMAT_KEYS), ...Object.values(PERSONAL_CODE_KEYS), ...CROSS_FIELD_KEYS]),
];

/**
 * The key a schema object names for one of its keywords (`messageKeys`, decision 0111), if any.
 * @param schema the schema object that holds the failing keyword (AJV's `parentSchema`)
 * @param keyword the failing keyword
 */
export function namedMessageKey(schema: unknown, keyword: string): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const named = (schema as { messageKeys?: unknown }).messageKeys;
  if (typeof named !== 'object' || named === null) return undefined;
  const key = (named as Record<string, unknown>)[keyword];
  return typeof key === 'string' ? key : undefined;
}
