/**
 * One section of a document — a tab of the document page or a step of the wizard — as a
 * column of blocks, one per visible top-level field. Each block subscribes to its own field,
 * so typing re-renders that block only.
 */
import Stack from '@mui/material/Stack';
import type { LayoutSection } from '../../domain/schema/layout';
import { useVisibleFields } from '../hooks/use-layout';
import { FieldBlock } from './field-block';
import type { ItemRouting } from './item-routing';

export interface SchemaFormProps {
  section: LayoutSection;
  /** deep links for the section's first field (a list with `itemRoute`) */
  routing?: ItemRouting;
}

export function SchemaForm({ section, routing }: SchemaFormProps) {
  const fields = useVisibleFields(section);
  return (
    <Stack spacing={2}>
      {fields.map((field, i) => (
        <FieldBlock key={field} field={field} routing={i === 0 && section.fields[0] === field ? routing : undefined} />
      ))}
    </Stack>
  );
}
