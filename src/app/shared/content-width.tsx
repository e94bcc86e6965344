/**
 * The page-width box of MUI's `<Container maxWidth="lg">` (centred, at most the lg
 * breakpoint, 16 px side padding, 24 px from sm up) drawn with Box alone: Container's own
 * code would be one more module in the portal's first load for what one `sx` says.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const WIDTH = { width: '100%', boxSizing: 'border-box', display: 'block', mx: 'auto', px: { xs: 2, sm: 3 }, maxWidth: 'lg' } as const;

export function ContentWidth({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return <Box sx={[WIDTH, ...(Array.isArray(sx) ? (sx as readonly object[]) : sx ? [sx] : [])]}>{children}</Box>;
}
