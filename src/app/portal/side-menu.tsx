/**
 * The portal's left menu (spec §2.3): services, notices, documents, search, then the central
 * self-service site's own items (menu.do) when the citizen came from it. Plain links
 * (NavLink marks the current one with aria-current="page"), styled here rather than with
 * MUI List buttons, and plain SVG icons (./menu-icons.tsx), to keep the portal's first page
 * load small.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CentralLink } from '../../features/central-site/parse-frame';
import { ArticleIcon, ListAltIcon, NotificationsIcon, SearchIcon, type MenuIcon } from './menu-icons';

// The central site's items arrive with a fetch; their code is loaded when there are some.
const CentralMenuItems = lazy(() => import('../../features/central-site/central-menu').then((m) => ({ default: m.CentralMenuItems })));

const ITEMS: readonly { to: string; label: string; Icon: MenuIcon }[] = [
  { to: '/paslaugos', label: 'nav.services', Icon: ListAltIcon },
  { to: '/pranesimai', label: 'nav.notices', Icon: NotificationsIcon },
  { to: '/dokumentai', label: 'nav.documents', Icon: ArticleIcon },
  { to: '/paieska', label: 'nav.search', Icon: SearchIcon },
];

const ITEM_SX = {
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  py: 1.25,
  pl: 1.5,
  pr: 2,
  borderLeft: 4,
  borderColor: 'transparent',
  color: 'text.primary',
  textDecoration: 'none',
  '&:hover': { bgcolor: 'action.hover' },
  '& svg': { color: 'text.secondary' },
  '&.active': { bgcolor: 'action.selected', borderColor: 'primary.main', fontWeight: 600 },
  '&.active svg': { color: 'primary.main' },
} as const;

const OWN_PATHS = ITEMS.map((item) => item.to);

export function SideMenu({ centralLinks = [] }: { centralLinks?: readonly CentralLink[] }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="nav" aria-label={t('app.mainNavigation')} sx={{ py: 1, position: { md: 'sticky' }, top: { md: 16 } }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {ITEMS.map(({ to, label, Icon }) => (
          <li key={to}>
            <Box component={NavLink} to={to} sx={ITEM_SX}>
              <Icon />
              {t(label)}
            </Box>
          </li>
        ))}
      </Box>
      {centralLinks.length > 0 && (
        <Suspense fallback={null}>
          <CentralMenuItems links={centralLinks} ownPaths={OWN_PATHS} itemSx={ITEM_SX} />
        </Suspense>
      )}
    </Paper>
  );
}
