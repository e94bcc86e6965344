/**
 * Titles of groups (an object field such as "Įstaigos adresas"): a heading whose level follows
 * the nesting — the block's own title is h3 under the section's h2, nested groups h4.
 */
import { memo } from 'react';
import Typography from '@mui/material/Typography';
import type { TitleFieldProps } from '@rjsf/utils';
import { formContextOf } from './form-context';

/** Depth of a field id (`dokumentas`, `duomenuTeikejas.istaigosAdresas`, …) without the title suffix. */
const depthOf = (id: string) => id.replace(/__title$/, '').split('.').length;

function TitleHeading({ id, title, registry }: TitleFieldProps) {
  const { label } = formContextOf(registry);
  const depth = depthOf(id);
  return (
    <Typography id={id} component={depth <= 1 ? 'h3' : 'h4'} variant={depth <= 1 ? 'h6' : 'subtitle1'} sx={{ mt: depth <= 1 ? 0 : 1, mb: 1, fontWeight: 600 }}>
      {label(title)}
    </Typography>
  );
}

/** Drawn again only when what it shows changes (rjsf draws a group again on every keystroke). */
export const TitleField = memo(
  TitleHeading,
  (a, b) => a.id === b.id && a.title === b.title && formContextOf(a.registry).label === formContextOf(b.registry).label,
);

/**
 * Schema descriptions are analysts' notes (often English) and are never shown; a field shows
 * help only through `ui:description` naming a translation key, or a tooltip.
 */
export function DescriptionField({ id, description, registry }: { id: string; description?: unknown; registry: TitleFieldProps['registry'] }) {
  const { label } = formContextOf(registry);
  if (typeof description !== 'string') return null;
  const text = label(description);
  if (text === description) return null;
  return (
    <Typography id={id} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {text}
    </Typography>
  );
}
