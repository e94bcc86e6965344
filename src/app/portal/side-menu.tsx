/**
 * The portal's left menu (spec §2.3): services, notices, documents, search, then the central
 * self-service site's own items (menu.do) when the citizen came from it. Plain links
 * (NavLink marks the current one with aria-current="page"), styled here rather than with
 * MUI List buttons, to keep the portal's first page load small.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SvgIconComponent } from '@mui/icons-material';
import Article from '@mui/icons-material/ArticleOutlined';
import ListAlt from '@mui/icons-material/ListAlt';
import Notifications from '@mui/icons-material/NotificationsOutlined';
import Search from '@mui/icons-material/Search';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CentralMenuItems } from '../../features/central-site/central-menu';
import type { CentralLink } from '../../features/central-site/parse-frame';

const ITEMS: readonly { to: string; label: string; Icon: SvgIconComponent }[] = [
  { to: '/paslaugos', label: 'nav.services', Icon: ListAlt },
  { to: '/pranesimai', label: 'nav.notices', Icon: Notifications },
  { to: '/dokumentai', label: 'nav.documents', Icon: Article },
  { to: '/paieska', label: 'nav.search', Icon: Search },
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
              <Icon aria-hidden />
              {t(label)}
            </Box>
          </li>
        ))}
      </Box>
      <CentralMenuItems links={centralLinks} ownPaths={OWN_PATHS} itemSx={ITEM_SX} />
    </Paper>
  );
}
