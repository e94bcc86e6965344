/**
 * A router link styled like the theme's links (underlined, keyboard focus ring from the
 * baseline). Used by the shells instead of MUI Link to keep the first page load small.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

export function AppLink({ to, children, inherit = false, sx }: { to: string; children: ReactNode; inherit?: boolean; sx?: SxProps<Theme> }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={[
        {
          color: inherit ? 'inherit' : 'primary.dark',
          textDecoration: inherit ? 'none' : 'underline',
          textUnderlineOffset: '0.15em',
          '&:hover': { textDecoration: 'underline', textDecorationThickness: 2 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
