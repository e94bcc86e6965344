/**
 * Field errors ({ path, messageKey, params }) → rjsf's ErrorSchema for one block, with the
 * messages already translated (rjsf shows strings; our params such as {{limit}} must be
 * filled in before).
 */
import type { ErrorSchema } from '@rjsf/utils';
import type { FieldError } from '../../domain/schema/field-errors';
import { isWithin, parsePointer } from './pointer';

/**
 * The errors at or under `base`, as an ErrorSchema relative to it.
 * @param errors field errors of the document
 * @param base pointer of the block's value (e.g. `/dokumentas` or `/skolininkai/3`)
 * @param translate turns a message key and params into the text to show
 */
export function toErrorSchema(errors: readonly FieldError[], base: string, translate: (key: string, params?: Record<string, unknown>) => string): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const error of errors) {
    if (!isWithin(error.path, base)) continue;
    let node = root;
    for (const segment of parsePointer(error.path).slice(parsePointer(base).length)) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    const messages = (node.__errors as string[] | undefined) ?? [];
    node.__errors = [...messages, translate(error.messageKey, error.params)];
  }
  return root as ErrorSchema;
}
