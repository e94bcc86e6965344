/**
 * A list of objects (parties, assets, obligations) as a table — one summary row per item
 * (kind, name, code, value) — with one item edited at a time in a dialog. Rows are
 * virtualized, so 200 items cost what 15 do, and each row re-renders only when its item does.
 *
 * Deep links: a section with `itemRoute` (turtas/{rusis}/{turtasID}) opens the item its URL
 * names, and opening an item changes the URL; other lists open items without changing it.
 *
 * Read-only (ReadOnlyScope): no add or delete buttons at all; each row's one button opens the
 * item in the same dialog, read-only, with only "Uždaryti".
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RJSFSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { blockUiSchema } from '../engine/block-ui';
import { findItemByRoute, itemRouteOf, nextItemId, uniqueKeyOf } from '../engine/item-keys';
import { planSummary, summarize, type SummaryPlan } from '../engine/item-summary';
import { isRecord } from '../engine/json';
import { parsePointer } from '../engine/pointer';
import { fieldIdOf } from '../engine/reveal';
import { titleOfField } from '../engine/schema-fields';
import { useErrorsUnder, useFieldValue, useItemSchema } from '../hooks/use-document';
import { enumLabel, type Labeler } from '../labels';
import { formatEur } from '../theme/number-text';
import { ConfirmDialog } from './confirm-dialog';
import { useFormSession } from './form-session';
import { ItemEditorDialog } from './item-editor-dialog';
import type { ItemRouting } from './item-routing';
import { useReadOnly } from './read-only-scope';

const ROW_HEIGHT = 49;
const VISIBLE_ROWS = 10;
const NO_ITEMS: readonly unknown[] = [];

interface Editing {
  index: number;
  initial: unknown;
  isNew: boolean;
  focusId?: string;
}

interface RowProps {
  field: string;
  index: number;
  item: unknown;
  plan: SummaryPlan;
  hasError: boolean;
  showValue: boolean;
  label: Labeler;
  onEdit: (index: number) => void;
  /** null: read-only, the row only opens its item */
  onRemove: ((index: number) => void) | null;
}

const ItemRow = memo(function ItemRow({ field, index, item, plan, hasError, showValue, label, onEdit, onRemove }: RowProps) {
  const { t } = useTranslation('form');
  const summary = summarize(plan, item);
  const number = index + 1;
  return (
    <TableRow hover aria-rowindex={index + 2} sx={{ height: ROW_HEIGHT }} selected={hasError}>
      <TableCell sx={{ width: 72 }}>{number}</TableCell>
      {plan.kind !== undefined && <TableCell>{summary.kind === undefined ? '' : enumLabel(label, summary.kind)}</TableCell>}
      <TableCell sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{summary.name ?? ''}</TableCell>
      <TableCell>{summary.code ?? ''}</TableCell>
      {showValue && <TableCell align="right">{summary.value === undefined ? '' : formatEur(summary.value)}</TableCell>}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', width: 150 }}>
        {hasError && <ErrorOutlineIcon color="error" titleAccess={t('form.table.rowHasErrors')} sx={{ verticalAlign: 'middle', mr: 1 }} />}
        <IconButton
          id={`${field}-row-${index}`}
          size="small"
          aria-label={t(onRemove ? 'form.table.edit' : 'form.table.view', { number })}
          onClick={() => onEdit(index)}
        >
          {onRemove ? <EditOutlinedIcon fontSize="small" /> : <VisibilityOutlinedIcon fontSize="small" />}
        </IconButton>
        {onRemove && (
          <IconButton size="small" aria-label={t('form.table.remove', { number })} onClick={() => onRemove(index)}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  );
});

export interface ArrayTableProps {
  field: string;
  /** the list's block schema */
  schema: RJSFSchema;
  /** deep links of the section (only for its first field) */
  routing?: ItemRouting;
}

export function ArrayTable({ field, schema, routing }: ArrayTableProps) {
  const { t } = useTranslation('form');
  const { type, store, label, message, revealer } = useFormSession();
  const readOnly = useReadOnly();
  const value = useFieldValue(field);
  const items = Array.isArray(value) ? value : NO_ITEMS;
  const errors = useErrorsUnder(`/${field}`);
  const itemSchema = useItemSchema(field);
  const itemUi = useMemo(() => blockUiSchema(type.schema, type.uiSchema, field, true), [type, field]);
  const idField = uniqueKeyOf(schema);
  const plan = useMemo(() => {
    const override = getUiOptions(type.uiSchema[field] as never).summary;
    return planSummary(type.blocks.root, itemSchema ?? {}, idField, isRecord(override) ? override : undefined);
  }, [type, field, itemSchema, idField]);
  const title = label(schema.title);
  const kindTitle = plan.kind ? label(titleOfField(type.blocks.root, itemSchema ?? {}, plan.kind) ?? plan.kind) : '';
  const showValue = plan.value.length > 0;

  // Errors of the list itself (too few items, missing) and the rows that have errors inside.
  const listErrors = errors.filter((e) => e.path === `/${field}`);
  const rowsWithErrors = useMemo(
    () =>
      new Set(
        errors
          .map((e) => parsePointer(e.path)[1])
          .filter((i) => i !== undefined)
          .map(Number),
      ),
    [errors],
  );

  const [local, setLocal] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const routeIndex = routing && routing.segments.length > 0 ? findItemByRoute(items, routing.itemRoute, routing.segments) : -1;
  const editing: Editing | null =
    routeIndex >= 0 ? { index: routeIndex, initial: items[routeIndex], isNew: false, focusId: local?.index === routeIndex ? local.focusId : undefined } : local;

  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual returns functions React Compiler cannot memoize; this component is not compiled.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 960, height: ROW_HEIGHT * VISIBLE_ROWS },
  });

  // Rows get stable callbacks (so a changed item re-renders its row only): read items through a ref.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const routingRef = useRef(routing);
  routingRef.current = routing;
  const open = useCallback((index: number, focusId?: string) => {
    const current = routingRef.current;
    const item = itemsRef.current[index];
    const segments = current ? itemRouteOf(item, current.itemRoute) : null;
    setLocal({ index, initial: item, isNew: false, focusId });
    if (current && segments) current.go(segments);
  }, []);

  useEffect(
    () =>
      revealer.on((pointer) => {
        const [top, index] = parsePointer(pointer);
        if (top !== field || index === undefined) return false;
        const i = Number(index);
        if (!Number.isInteger(i) || i < 0 || i >= items.length) return false;
        virtualizer.scrollToIndex(i);
        open(i, fieldIdOf([field, ...parsePointer(pointer).slice(1)]));
        return true;
      }),
    [revealer, field, items.length, virtualizer, open],
  );

  const close = () => {
    setLocal(null);
    if (routing && routeIndex >= 0) routing.go(null);
  };
  const save = (item: unknown) => {
    if (!editing) return;
    const next = [...items];
    next[editing.index] = item;
    store.setField(field, next);
    close();
    // Keyboard users land back on the row they edited.
    setTimeout(() => document.getElementById(`${field}-row-${editing.index}`)?.focus(), 0);
  };
  const add = () => {
    const initial = idField ? { [idField]: nextItemId(items, idField) } : {};
    setLocal({ index: items.length, initial, isNew: true });
  };
  const confirmRemove = () => {
    if (removing === null) return;
    store.setField(
      field,
      items.filter((_, i) => i !== removing),
    );
    setRemoving(null);
  };

  const rows = virtualizer.getVirtualItems();
  const paddingTop = rows.length > 0 ? rows[0].start : 0;
  const paddingBottom = rows.length > 0 ? virtualizer.getTotalSize() - rows[rows.length - 1].end : 0;
  const columns = 4 + (plan.kind !== undefined ? 1 : 0) + (showValue ? 1 : 0);
  const headingId = `${field}-heading`;
  const notFound = routing && routing.segments.length > 0 && routeIndex < 0;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography id={headingId} component="h3" variant="h6" sx={{ flex: 1, fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('form.table.count', { count: items.length })}
        </Typography>
        {!readOnly && (
          <Button startIcon={<AddIcon />} variant="outlined" onClick={add}>
            {t('form.add')}
          </Button>
        )}
      </Box>
      {listErrors.map((e) => (
        // The error summary announces errors; this one is the list's own note.
        <Alert key={e.messageKey} severity="error" role="note" sx={{ mb: 1 }}>
          {message(e.messageKey, e.params)}
        </Alert>
      ))}
      {notFound && (
        <Alert severity="warning" role="status" sx={{ mb: 1 }}>
          {t('form.table.notFound', { item: routing.segments.join(' / ') })}
        </Alert>
      )}
      {/* The scroll box takes focus itself, so keyboard users can scroll it even when nothing in
          it is focusable (an empty list); axe scrollable-region-focusable. */}
      <TableContainer
        ref={scrollRef}
        tabIndex={0}
        role="group"
        aria-labelledby={headingId}
        sx={{ maxHeight: ROW_HEIGHT * (VISIBLE_ROWS + 1), overflow: 'auto' }}
      >
        <Table size="small" stickyHeader aria-labelledby={headingId} aria-rowcount={items.length + 1}>
          <TableHead>
            <TableRow aria-rowindex={1}>
              <TableCell>{t('form.table.number')}</TableCell>
              {plan.kind !== undefined && <TableCell>{kindTitle}</TableCell>}
              <TableCell>{t('form.table.name')}</TableCell>
              <TableCell>{t('form.table.code')}</TableCell>
              {showValue && <TableCell align="right">{t('form.table.value')}</TableCell>}
              <TableCell align="right">
                <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  {t('form.table.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns}>
                  <Typography variant="body2" color="text.secondary">
                    {t('form.table.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {paddingTop > 0 && (
              <TableRow aria-hidden>
                <TableCell colSpan={columns} sx={{ height: paddingTop, p: 0, border: 0 }} />
              </TableRow>
            )}
            {rows.map((row) => (
              <ItemRow
                key={row.key}
                field={field}
                index={row.index}
                item={items[row.index]}
                plan={plan}
                hasError={rowsWithErrors.has(row.index)}
                showValue={showValue}
                label={label}
                onEdit={open}
                onRemove={readOnly ? null : setRemoving}
              />
            ))}
            {paddingBottom > 0 && (
              <TableRow aria-hidden>
                <TableCell colSpan={columns} sx={{ height: paddingBottom, p: 0, border: 0 }} />
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {editing && itemSchema && (
        <ItemEditorDialog
          key={`${editing.index}:${editing.isNew}`}
          field={field}
          index={editing.index}
          title={editing.isNew ? t('form.table.newItem', { list: title }) : t('form.table.editItem', { list: title, number: editing.index + 1 })}
          schema={itemSchema}
          uiSchema={itemUi}
          initial={editing.initial}
          focusId={editing.focusId}
          onSave={readOnly ? null : save}
          onCancel={close}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('form.table.removeTitle')}
        text={t('form.table.removeText', { number: (removing ?? 0) + 1, list: title })}
        confirmLabel={t('form.remove')}
        cancelLabel={t('form.cancel')}
        destructive
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Paper>
  );
}
