/**
 * The classifier check, run after AJV on both sides' data (docs/decisions/0097): a field whose
 * schema says `"classifier": "<code>"` must hold a value of that classifier valid today. The
 * precompiled validators cannot know values added after the build, so the server reads the
 * current values and calls classifierErrors; the browser shows the server's answer.
 */
import type { JsonSchema } from '../schema/bundle.js';
import type { FieldError } from '../schema/field-errors.js';
import { pickFields, valuesAt, type PickedField } from '../schema/field-paths.js';
import { isClassifier, type ClassifierCode } from './classifiers.js';

/** Message key of a value that is not (or no longer) in its classifier. */
export const CLASSIFIER_VALUE_KEY = 'validation.classifierValue';

const cache = new WeakMap<JsonSchema, PickedField<ClassifierCode>[]>();

/** The fields of a bundled schema that name a classifier, with their paths (cached per schema). */
export function classifierFields(schema: JsonSchema): PickedField<ClassifierCode>[] {
  let fields = cache.get(schema);
  if (!fields) {
    fields = pickFields(schema, (node) => (typeof node.classifier === 'string' && isClassifier(node.classifier) ? node.classifier : undefined));
    cache.set(schema, fields);
  }
  return fields;
}

/** One classifier value the data uses, where. */
export interface ClassifierUse {
  pointer: string;
  classifier: ClassifierCode;
  code: string;
}

/** The classifier values the data holds (text values only: a wrong type is AJV's error). */
export function classifierUses(schema: JsonSchema, data: unknown): ClassifierUse[] {
  return valuesAt(classifierFields(schema), data)
    .filter((v): v is typeof v & { value: string } => typeof v.value === 'string')
    .map((v) => ({ pointer: v.pointer, classifier: v.fact, code: v.value }));
}

/**
 * A critical field error for each use whose code is not among the classifier's current ones.
 * @param uses from classifierUses
 * @param current the codes valid now, by classifier (at least those of the uses' classifiers)
 */
export function classifierErrors(uses: readonly ClassifierUse[], current: ReadonlyMap<string, ReadonlySet<string>>): FieldError[] {
  return uses
    .filter((u) => !current.get(u.classifier)?.has(u.code))
    .map((u) => ({ path: u.pointer, messageKey: CLASSIFIER_VALUE_KEY, params: { classifier: u.classifier, value: u.code }, severity: 'critical' as const }));
}
