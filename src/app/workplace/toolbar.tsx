/**
 * The workplace toolbar: the registry's name (a link home), the workplace title for the
 * signed-in user's roles (src/domain/access/workplace.ts), the message bell and the profile
 * menu, and under them the top menu of the sections the user may open (src/features/auth).
 */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/ui/app-link';
import { workplaceTitleKey } from '../../domain/access/workplace';
import { useSession } from '../../lib/use-session';
import { MessageBell } from '../../features/auth/menu/message-bell';
import { ProfileMenu } from '../../features/auth/menu/profile-menu';
import { TopMenu } from '../../features/auth/menu/top-menu';
import { knownRoles } from '../../features/auth/session/roles';

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
            {t(workplaceTitleKey(knownRoles(session?.user.roles ?? [])))}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        {session && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <MessageBell />
            <ProfileMenu />
          </Box>
        )}
      </Toolbar>
      <TopMenu />
    </AppBar>
  );
}
