/**
 * A group of fields on a two-column grid: short fields side by side, nested groups and long
 * texts across the full width. The group is a `role="group"` named by its title, so a screen
 * reader announces "Įstaigos adresas, group" before its fields.
 */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
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

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, required, schema, uiSchema, fieldPathId, registry } = props;
  const fields = isRecord(schema.properties) ? (schema.properties as Record<string, RJSFSchema>) : {};
  const nested = fieldPathId.path.length > 0;
  const labelId = titleId(fieldPathId);
  // An object whose fields all come from a oneOf (an asset of some kind) draws nothing here:
  // the option selector and the chosen option's fields follow.
  if (properties.length === 0) return null;
  return (
    <Box
      role="group"
      aria-labelledby={title ? labelId : undefined}
      sx={nested ? { border: 1, borderColor: 'divider', borderRadius: 1, p: 2, pt: 1 } : undefined}
    >
      {title && <TitleField id={labelId} title={title} required={required} schema={schema} uiSchema={uiSchema} registry={registry} />}
      {description && <DescriptionField id={descriptionId(fieldPathId)} description={description} registry={registry} />}
      <Grid container columnSpacing={2} rowSpacing={2} sx={{ mt: title ? 0.5 : 0 }}>
        {properties.map((element) =>
          element.hidden ? (
            element.content
          ) : (
            <Grid key={element.name} size={isWide(fields[element.name], uiSchema?.[element.name] as UiSchema | undefined) ? 12 : { xs: 12, md: 6 }}>
              {element.content}
            </Grid>
          ),
        )}
      </Grid>
    </Box>
  );
}
