/**
 * One section of a document — a tab of the document page or a step of the wizard — as a
 * column of blocks, one per visible top-level field. Each block subscribes to its own field,
 * so typing re-renders that block only.
 */
import Stack from '@mui/material/Stack';
import type { LayoutSection } from '../../domain/schema/layout';
import { isRecord } from '../engine/json';
import { useVisibleFields } from '../hooks/use-layout';
import { FieldBlock } from './field-block';
import { useFormSession } from './form-session';
import type { ItemRouting } from './item-routing';

export interface SchemaFormProps {
  section: LayoutSection;
  /** deep links for the section's first field (a list with `itemRoute`) */
  routing?: ItemRouting;
  /** the section's title as shown above it (a block with the same title does not repeat it) */
  title?: string;
}

export function SchemaForm({ section, routing, title }: SchemaFormProps) {
  const { type, label } = useFormSession();
  const fields = useVisibleFields(section);
  const properties = isRecord(type.schema.properties) ? type.schema.properties : {};
  // A section holding one field titled like the section itself (Duomenų teikėjas) shows the title once.
  const only = fields.length === 1 ? properties[fields[0]] : undefined;
  const repeatsTitle = title !== undefined && isRecord(only) && label(only.title) === title;
  return (
    <Stack spacing={2}>
      {fields.map((field, i) => (
        <FieldBlock key={field} field={field} hideTitle={repeatsTitle} routing={i === 0 && section.fields[0] === field ? routing : undefined} />
      ))}
    </Stack>
  );
}
