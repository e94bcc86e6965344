/**
 * The workplace toolbar: the registry's name (a link home) and the workplace title for the
 * signed-in user's roles. The Identity work adds the top menu, the message bell and the
 * profile menu in the marked slot.
 */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../shared/app-link';
import { useSession } from '../../lib/use-session';
import { workplaceTitleKey } from './workplace-title';

export function WorkplaceToolbar() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <AppBar position="static" component="header" color="primary">
      <Toolbar sx={{ gap: 2, minHeight: { xs: 64, md: 72 } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <AppLink to="/" inherit sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.125rem' }, lineHeight: 1.3 }}>
            {t('app.registryName')}
          </AppLink>
          <Typography component="p" variant="body2" sx={{ opacity: 0.9 }}>
            {t(workplaceTitleKey(session?.user.roles ?? []))}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        {/* slot: top menu, message bell, profile menu (Identity) */}
        {session && (
          <Typography component="p" variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {session.user.displayName}
          </Typography>
        )}
      </Toolbar>
    </AppBar>
  );
}
