/**
 * The portal's header: the self-service title, the language switcher and the signed-in
 * citizen with Log out (or Sign in, src/features/auth/components/portal-user.tsx). The central
 * self-service site's top bar (spec §2.3), when the citizen came from it, sits above ours.
 */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../shared/app-link';
import { LanguageSwitcher } from './language-switcher';
import { PortalUser } from '../../features/auth/components/portal-user';
import { CentralHeader } from '../../features/central-site/central-header';
import type { CentralFrame } from '../../features/central-site/parse-frame';

export function PortalHeader({ central = null }: { central?: CentralFrame | null }) {
  const { t } = useTranslation();
  return (
    <AppBar position="static" component="header" color="primary">
      {central && <CentralHeader frame={central} />}
      <Toolbar sx={{ gap: 2, minHeight: { xs: 64, md: 72 } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <AppLink to="/" inherit sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.125rem' }, lineHeight: 1.3 }}>
            {t('app.portalTitle')}
          </AppLink>
          <Typography component="p" variant="body2" sx={{ opacity: 0.9, display: { xs: 'none', sm: 'block' } }}>
            {t('app.portalTagline')}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        <LanguageSwitcher />
        <PortalUser />
      </Toolbar>
    </AppBar>
  );
}
