/** A page's frame: its one <h1> and the content below it. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function Page({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <Box component="article">
      <Typography variant="h1" sx={{ mb: intro ? 1 : 3 }}>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body1" color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
