/**
 * Validation of the action forms (src/domain/lifecycle/forms) and of the change/termination
 * basis (schemas/common/change-basis.schema.json), compiled once with THE AJV factory
 * (src/domain/schema/create-ajv.ts: the catalogue's formats and keywords) and mapped to the
 * same one-error-per-field keys as documents. Rules a schema cannot say (a correction deadline
 * must be a later working day) follow the schema stage.
 */
import type { AnySchemaObject } from 'ajv';
import { isWorkingDay } from '../../../src/domain/calendar/working-days.js';
import { ACTION_FORMS } from '../../../src/domain/lifecycle/forms/index.js';
import type { Action } from '../../../src/domain/lifecycle/statuses.js';
import { createAjv } from '../../../src/domain/schema/create-ajv.js';
import type { FieldError } from '../../../src/domain/schema/field-errors.js';
import { validateData, type CompiledValidateFunction } from '../../../src/domain/schema/precompiled.js';
import changeBasisSchema from '../../../schemas/common/change-basis.schema.json';
import valuesSchema from '../../../schemas/common/values.schema.json';

let compiled: { forms: Map<string, CompiledValidateFunction>; basis: CompiledValidateFunction } | undefined;

function validators() {
  if (!compiled) {
    const ajv = createAjv({ schemas: [valuesSchema as AnySchemaObject, changeBasisSchema as AnySchemaObject] });
    const forms = new Map<string, CompiledValidateFunction>();
    for (const schema of new Set(Object.values(ACTION_FORMS))) forms.set(schema.$id, ajv.compile(schema));
    const basis = ajv.compile({ $ref: `${changeBasisSchema.$id}#/$defs/changeBasis` });
    compiled = { forms, basis };
  }
  return compiled;
}

const critical = (path: string, messageKey: string): FieldError => ({ path, messageKey, severity: 'critical' });

/**
 * The field errors of an action's form; [] when it may go ahead.
 * @param action the action
 * @param form the form as sent (an object; the route refuses anything else)
 * @param today YYYY-MM-DD, Europe/Vilnius
 */
export function formErrors(action: Action, form: unknown, today: string): FieldError[] {
  const errors = validateData(validators().forms.get(ACTION_FORMS[action].$id)!, form, { today });
  if (errors.length > 0 || action !== 'grazinti') return errors;
  const deadline = (form as { terminas: string }).terminas;
  if (deadline <= today) return [critical('/terminas', 'lifecycle.validation.deadlineNotAfterToday')];
  if (!isWorkingDay(deadline)) return [critical('/terminas', 'lifecycle.validation.deadlineNotWorkingDay')];
  return [];
}

/** The field errors of a change/termination basis { pagrindas, aprasymas?, data, laikas? }. */
export function basisErrors(basis: unknown, today: string): FieldError[] {
  return validateData(validators().basis, basis, { today });
}
