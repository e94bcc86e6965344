/**
 * A group of fields on a two-column grid: short fields side by side, nested groups and long
 * texts across the full width. The group is a `role="group"` named by its title, so a screen
 * reader announces "Įstaigos adresas, group" before its fields.
 *
 * The grid is one CSS grid whose cells are plain elements (a wide one has a class), not an MUI
 * Grid per cell: rjsf draws the whole group again on every keystroke, and each MUI cell would
 * run its style functions again although only one field changed (decision 0154).
 */
import Box from '@mui/material/Box';
import type { ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { descriptionId, titleId } from '@rjsf/utils';
import { isRecord } from '../engine/json';
import { DescriptionField, TitleField } from './title-field';

/** True for fields that need the whole row: groups, lists, long texts, text areas. */
function isWide(schema: unknown, uiSchema: UiSchema | undefined): boolean {
  if (!isRecord(schema)) return false;
  const widget = uiSchema?.['ui:widget'];
  if (widget === 'textarea' || widget === 'checkboxes') return true;
  if (schema.type === 'object' || schema.type === 'array' || 'oneOf' in schema || 'anyOf' in schema) return true;
  return typeof schema.maxLength === 'number' && schema.maxLength > 500;
}

const WIDE = 'rjsf-cell-wide';
/** One column on small screens, two from `md` up; a wide cell spans the row; gaps as MUI Grid's spacing 2. */
const GRID_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 2,
  rowGap: 2,
  '& > *': { minWidth: 0 },
  [`& > .${WIDE}`]: { gridColumn: '1 / -1' },
} as const;
const NESTED_SX = { border: 1, borderColor: 'divider', borderRadius: 1, p: 2, pt: 1 } as const;
const GRID_UNDER_TITLE_SX = { ...GRID_SX, mt: 0.5 } as const;

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, required, schema, uiSchema, fieldPathId, registry } = props;
  const fields = isRecord(schema.properties) ? (schema.properties as Record<string, RJSFSchema>) : {};
  const nested = fieldPathId.path.length > 0;
  const labelId = titleId(fieldPathId);
  // An object whose fields all come from a oneOf (an asset of some kind) draws nothing here:
  // the option selector and the chosen option's fields follow.
  if (properties.length === 0) return null;
  const groupProps = { role: 'group', 'aria-labelledby': title ? labelId : undefined };
  const content = (
    <>
      {title && <TitleField id={labelId} title={title} required={required} schema={schema} uiSchema={uiSchema} registry={registry} />}
      {description && <DescriptionField id={descriptionId(fieldPathId)} description={description} registry={registry} />}
      <Box sx={title ? GRID_UNDER_TITLE_SX : GRID_SX}>
        {properties.map((element) =>
          element.hidden ? (
            element.content
          ) : (
            <div key={element.name} className={isWide(fields[element.name], uiSchema?.[element.name] as UiSchema | undefined) ? WIDE : undefined}>
              {element.content}
            </div>
          ),
        )}
      </Box>
    </>
  );
  // a nested group is framed; the block's own group is a plain element (no style work per keystroke)
  return nested ? (
    <Box {...groupProps} sx={NESTED_SX}>
      {content}
    </Box>
  ) : (
    <div {...groupProps}>{content}</div>
  );
}
