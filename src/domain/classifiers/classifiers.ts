/**
 * The classifiers (code lists) the registry keeps as data, with validity dates
 * (docs/decisions/0097-classifiers-as-data.md): a schema field names one with the `classifier`
 * keyword, the server accepts only a value valid today, and an administrator adds, renames
 * and retires values in /admin/klasifikatoriai without a rebuild. The list of classifiers is
 * code (a schema names them, checked by the catalogue checks); their values are rows.
 */

/** Each classifier: the codes its values may have (checked when a value is added). */
export const CLASSIFIER_FACTS = {
  /** ISO 3166-1 alpha-2 countries */
  salys: { codePattern: '^[A-Z]{2}$', codeMaxLength: 2 },
  /** Lithuania's 60 municipalities; the code is the short name documents carry ("Vilniaus m. sav.") */
  savivaldybes: { codePattern: '^\\S(.*\\S)?$', codeMaxLength: 100 },
  /** the purposes (legal bases) a search of a natural person states (first values: src/domain/search/purposes.ts) */
  'paieskos-tikslai': { codePattern: '^[a-z][a-z_]*$', codeMaxLength: 50 },
} as const satisfies Record<string, { codePattern: string; codeMaxLength: number }>;

export type ClassifierCode = keyof typeof CLASSIFIER_FACTS;

/** The classifier of a search's purpose (the search log keeps its code). */
export const SEARCH_PURPOSE_CLASSIFIER: ClassifierCode = 'paieskos-tikslai';

export const CLASSIFIERS = Object.keys(CLASSIFIER_FACTS) as ClassifierCode[];

export const isClassifier = (v: string): v is ClassifierCode => Object.hasOwn(CLASSIFIER_FACTS, v);

/** True when a value's code has the classifier's form. */
export function isClassifierValueCode(classifier: ClassifierCode, code: string): boolean {
  const facts = CLASSIFIER_FACTS[classifier];
  return code.length <= facts.codeMaxLength && new RegExp(facts.codePattern, 'u').test(code);
}

/** A value valid at `instant` (ISO): valid_from ≤ instant and (no valid_to or instant < valid_to). */
export function isValidAt(value: { valid_from: string; valid_to: string | null }, instant: string): boolean {
  return value.valid_from <= instant && (value.valid_to === null || instant < value.valid_to);
}
