/**
 * The frame of the sign-in pages (/login, /ipasas, /sutikimas and the portal's
 * /sesija-baigesi): the registry's name, the page and the version line. Deliberately not the
 * workplace layout: the sign-in page is the first page most users load, and the layout's
 * toolbar, menus and banner would only cost it time (src/features/auth/README.md).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { currentFace } from '../../../lib/face';
import { MAIN_ID } from '../../../lib/ui/main-content';
import { VersionLine } from '../../../lib/ui/version-line';

export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const portal = currentFace() === 'portal';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: { xs: 2, md: 4 }, py: 2 }}>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.125rem' } }}>
          {t(portal ? 'app.portalTitle' : 'app.registryName')}
        </Typography>
      </Box>
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, px: 2, py: { xs: 3, md: 6 }, '&:focus': { outline: 'none' } }}>
        <Paper variant="outlined" component="section" aria-labelledby="auth-antraste" sx={{ mx: 'auto', maxWidth: 560, p: { xs: 3, md: 4 } }}>
          <Typography id="auth-antraste" variant="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {children}
        </Paper>
      </Box>
      <Box component="footer" sx={{ py: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <VersionLine />
      </Box>
    </Box>
  );
}
