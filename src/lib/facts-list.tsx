/** A description list of label/value pairs; pairs without a value are left out (the lifecycle and request tabs, the received-notice page). */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** One fact: its label and its value, a text or an element such as a type's title (none: not shown). */
export type Fact = readonly [string, ReactNode];

/** Label/value pairs; `multiline` keeps the values' line breaks (free-text reasons). */
export function FactsList({ label, facts, multiline = false }: { label: string; facts: readonly Fact[]; multiline?: boolean }) {
  const shown = facts.filter(([, value]) => value);
  return (
    <Box component="dl" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0, mb: 2 }}>
      {shown.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {name}
          </Box>
          <Box component="dd" sx={{ m: 0, ...(multiline ? { whiteSpace: 'pre-wrap' } : {}) }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
