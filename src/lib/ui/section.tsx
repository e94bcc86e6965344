/** A section named by its heading (aria-labelledby `id`), with an optional intro under the heading. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SectionProps {
  /** the heading's id */
  id: string;
  title: string;
  intro?: ReactNode;
  variant?: 'h1' | 'h2';
  children?: ReactNode;
}

export function Section({ id, title, intro, variant = 'h2', children }: SectionProps) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant={variant} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
