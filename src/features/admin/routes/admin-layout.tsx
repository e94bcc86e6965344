/**
 * /admin — the administration workplace: the section navigation (generated from
 * ../sections.ts, only the sections the user's roles open) beside the chosen section.
 */
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canUseFeature } from '../../../domain/access/features';
import { useSession } from '../../../lib/use-session';
import { isRole } from '../../../domain/access/roles';
import { ADMIN_SECTIONS } from '../sections';

export function Component() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const { pathname } = useLocation();
  const roles = (session?.user.roles ?? []).filter(isRole);
  const sections = ADMIN_SECTIONS.filter((s) => canUseFeature(roles, s.feature));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, gap: 3, alignItems: 'start' }}>
      <Paper variant="outlined" component="nav" aria-label={t('navigation')}>
        <List dense disablePadding>
          {sections.map((s) => {
            const to = `/admin/${s.id}`;
            return (
              // NavLink marks the current section with aria-current="page"
              <ListItem key={s.id} disablePadding>
                <ListItemButton component={NavLink} to={to} selected={pathname === to || pathname.startsWith(`${to}/`)}>
                  <ListItemText primary={t(`section.${s.id}`)} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Paper>
      <Box sx={{ minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
