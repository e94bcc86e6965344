/**
 * What every template and widget of the renderer gets through rjsf's `formContext`: the
 * labeler for catalogue keys and the active field help texts by tooltip code.
 */
import type { Registry } from '@rjsf/utils';
import type { Labeler } from '../labels';

export interface SchemaFormContext {
  label: Labeler;
  /** active field help texts by code (GET {base}/tooltip, too_aktyvus only) */
  tooltips: ReadonlyMap<string, string>;
  /** today (YYYY-MM-DD, Europe/Vilnius): bounds of date pickers for notAfterToday/notBeforeToday */
  today: string;
}

/** The renderer's context from a registry (a plain identity labeler outside a SchemaForm). */
export function formContextOf(registry: Pick<Registry, 'formContext'>): SchemaFormContext {
  const context = registry.formContext as Partial<SchemaFormContext> | undefined;
  return {
    label: context?.label ?? ((text) => (typeof text === 'string' ? text : String(text ?? ''))),
    tooltips: context?.tooltips ?? new Map(),
    today: context?.today ?? '',
  };
}
