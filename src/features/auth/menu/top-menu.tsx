/**
 * The workplace's top menu (spec §2.1): only the sections the signed-in user may open
 * (menu-items.ts), each leading to its first allowed tab; the current section is marked
 * with aria-current. Plain links rather than MUI Tabs, to keep every page's first load small.
 */
import Box from '@mui/material/Box';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { visibleMenu } from './menu-items';

export function TopMenu() {
  const { t } = useTranslation();
  const current = useSession();
  const { pathname } = useLocation();
  if (!current) return null;
  const items = visibleMenu(current.user.roles);
  return (
    <Box component="nav" aria-label={t('app.mainNavigation')} sx={{ bgcolor: 'primary.dark', px: { xs: 1, md: 2 } }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => {
          const active = pathname === item.section || pathname.startsWith(`${item.section}/`);
          return (
            <li key={item.id}>
              <Box
                component={RouterLink}
                to={item.to}
                aria-current={active ? 'page' : undefined}
                sx={{
                  display: 'block',
                  px: 1.5,
                  py: 1.25,
                  color: 'primary.contrastText',
                  textDecoration: 'none',
                  fontSize: '0.9375rem',
                  borderBottom: 3,
                  borderColor: active ? '#ffffff' : 'transparent',
                  fontWeight: active ? 700 : 500,
                  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.12)' },
                }}
              >
                {t(item.label)}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
