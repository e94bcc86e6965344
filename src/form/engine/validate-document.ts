/**
 * Whole-document validation in the browser, through the same rjsf validator the forms use,
 * reported in the API's error shape ({ path, messageKey, params, severity }) so the two can be
 * compared one to one (tests/unit/form/same-errors.test.ts) and shown the same way.
 */
import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import type { FieldError } from '../../domain/schema/field-errors';
import { MESSAGE_KEYS } from '../../domain/schema/messages';
import { toJsonData } from './json';
import { formatPointer } from './pointer';

/** The param each message key's text names ({{limit}}, {{count}}), as the API attaches it. */
const PARAM_OF: Record<string, string> = {
  [MESSAGE_KEYS.maxLength]: 'limit',
  [MESSAGE_KEYS.minLength]: 'limit',
  [MESSAGE_KEYS.minItems]: 'limit',
  [MESSAGE_KEYS.maxItems]: 'limit',
  [MESSAGE_KEYS.unknownFieldsOmitted]: 'count',
};

/** rjsf's `property` (`.skolininkai.0.vardas`, or `kreditoriai` at the root) as a JSON pointer. */
export function propertyToPointer(property: string | undefined): string {
  if (!property) return '';
  return formatPointer(property.replace(/^\./, '').split('.'));
}

function toFieldError(error: RJSFValidationError): FieldError {
  const messageKey = error.message ?? MESSAGE_KEYS.invalid;
  const name = PARAM_OF[messageKey];
  const value = name === undefined ? undefined : (error.params as Record<string, unknown> | undefined)?.[name];
  return {
    path: propertyToPointer(error.property),
    messageKey,
    ...(name !== undefined && value !== undefined ? { params: { [name]: value } } : {}),
    severity: 'critical',
  };
}

/**
 * Validates a whole document: one error per invalid field, none when valid.
 * @param validator the type's rjsf validator (createTypeValidator)
 * @param schema the type's bundled schema
 * @param data the document data (cleared inputs are dropped first, as JSON would)
 */
export function validateDocument(validator: ValidatorType<unknown, RJSFSchema>, schema: RJSFSchema, data: unknown): FieldError[] {
  const { errors } = validator.validateFormData(toJsonData(data), schema);
  return errors.map(toFieldError);
}
