/**
 * One top-level field of the document: a list of objects as an ArrayTable, anything else as
 * its own rjsf Form in a panel. Hidden when a layout condition excludes the field.
 */
import { memo, useCallback, useEffect, useMemo, useState, type FocusEvent } from 'react';
import Paper from '@mui/material/Paper';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { blockUiSchema } from '../engine/block-ui';
import { afterPress } from '../engine/after-press';
import { isRecord } from '../engine/json';
import { formatPointer, parsePointer } from '../engine/pointer';
import { setAt } from '../engine/plain-leaf';
import { pruneEmptyGroups } from '../engine/prune-empty';
import { fieldIdOf } from '../engine/reveal';
import { useBlockSchema, useEpoch, useErrorsUnder } from '../hooks/use-document';
import { ArrayTable } from './array-table';
import { BlockForm } from './block-form';
import { useFormSession } from './form-session';
import type { LeafChange } from './leaf-change-form';
import type { ItemRouting } from './item-routing';

/** A list drawn as a table: its items are objects (not a multiple choice of values). */
function isObjectList(schema: RJSFSchema, uiSchema: UiSchema): boolean {
  if (schema.type !== 'array' || !isRecord(schema.items) || uiSchema['ui:widget'] === 'checkboxes') return false;
  const items = schema.items as Record<string, unknown>;
  return items.type === 'object' || 'properties' in items || 'oneOf' in items || 'allOf' in items || '$ref' in items;
}

export const FieldBlock = memo(function FieldBlock({ field, routing, hideTitle = false }: { field: string; routing?: ItemRouting; hideTitle?: boolean }) {
  const { type, store, revealer, checkField } = useFormSession();
  const schema = useBlockSchema(field);
  const epoch = useEpoch();
  const errors = useErrorsUnder(`/${field}`);
  const uiSchema = useMemo(() => {
    const ui = blockUiSchema(type.schema, type.uiSchema, field);
    return hideTitle ? { ...ui, 'ui:title': '' } : ui;
  }, [type, field, hideTitle]);
  // rjsf creates `{}` for an optional group it draws (the applicant's adresas) and keeps a cleared
  // input as undefined: the document holds only what was entered, as the item dialog saves it.
  // Text typed into a plain string field is set into what the store holds (nothing else of the
  // block changed, so there is nothing to prune: decision 0180).
  const onChange = useCallback(
    (value: unknown, derived: boolean, leaf?: LeafChange) => {
      // a field in error is judged again on every change until it is right (item 3 of issue #17)
      const inError = new Set(store.errorsUnder(`/${field}`).map((e) => e.path));
      if (leaf) store.setField(field, setAt(store.getData()[field], leaf.path, leaf.value));
      else store.setField(field, schema && isRecord(value) ? pruneEmptyGroups(value, schema, type.validator) : value, { derived });
      if (inError.size > 0 && !derived) checkField(field, inError);
    },
    [store, field, schema, type, checkField],
  );
  // a field is judged when it loses focus: the input's id is its JSON path (`dokumentas.idk`)
  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      // elements without an id (a picker's button, a list's option) are not fields
      const id = event.target?.id;
      if (typeof id !== 'string' || id === '') return;
      if (id === field || id.startsWith(`${field}.`)) afterPress(() => checkField(field, new Set([formatPointer(id.split('.'))])));
    },
    [field, checkField],
  );
  const table = schema ? isObjectList(schema, uiSchema) : false;
  // a form drawn from data the store has since left is drawn again (BlockForm's `stored`)
  const [redraws, setRedraws] = useState(0);
  const stored = useCallback(() => store.getData()[field], [store, field]);
  const redraw = useCallback(() => setRedraws((n) => n + 1), []);

  useEffect(() => {
    if (table) return undefined;
    return revealer.on((pointer) => {
      const segments = parsePointer(pointer);
      if (segments[0] !== field) return false;
      // The input itself, else the nearest drawn ancestor (a group whose field is missing).
      for (let n = segments.length; n > 0; n--) {
        const element = document.getElementById(fieldIdOf(segments.slice(0, n)));
        if (element) {
          element.scrollIntoView?.({ block: 'center' });
          element.focus();
          return true;
        }
      }
      return false;
    });
  }, [revealer, field, table]);

  if (!schema) return null;
  if (table) return <ArrayTable field={field} schema={schema} routing={routing} />;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} onBlur={onBlur}>
      <BlockForm
        key={`${epoch}:${redraws}`}
        idPrefix={field}
        schema={schema}
        uiSchema={uiSchema}
        initialData={store.getData()[field]}
        errors={errors}
        errorBase={`/${field}`}
        onChange={onChange}
        stored={stored}
        onStale={redraw}
      />
    </Paper>
  );
});
