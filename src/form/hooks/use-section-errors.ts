/** Errors of the last validation that belong to given top-level fields (a tab's or a step's). */
import { useMemo } from 'react';
import type { FieldError } from '../../domain/schema/field-errors';
import { topField } from '../engine/pointer';
import { useAllErrors } from './use-document';

/** The errors whose path starts with one of the fields. */
export function errorsOfFields(errors: readonly FieldError[], fields: readonly string[]): FieldError[] {
  const own = new Set(fields);
  return errors.filter((e) => own.has(topField(e.path)));
}

export function useSectionErrors(fields: readonly string[]): FieldError[] {
  const all = useAllErrors();
  return useMemo(() => errorsOfFields(all, fields), [all, fields]);
}
