/**
 * The NTR services' own menu (spec §2.3): the requests, documents and notices pages as
 * links, and a "Meniu" button whose tooltip is the spec's 'Aprašymas. Meniu. Prašymai dėl
 * juridinių faktų' opening every request service by group.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import MenuIcon from '@mui/icons-material/Menu';
import { NavLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUPS, NTR_BASE, NTR_HOME, servicesOfGroup } from '../services';

const LINKS = [
  { to: NTR_HOME, label: 'menu.requests' },
  // Certificates (H7, src/features/certificates): the citizen's orders and issued certificates.
  { to: `${NTR_BASE}/pazyma/sarasas`, label: 'common:certificates.nav.list' },
  { to: `${NTR_BASE}/dokumentai`, label: 'menu.documents' },
  { to: `${NTR_BASE}/pranesimai`, label: 'menu.notices' },
] as const;

export function ServicesMenu() {
  const { t } = useTranslation(['ntrServices', 'common']);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const go = (to: string) => {
    setAnchor(null);
    navigate(to);
  };
  return (
    <Box component="nav" aria-label={t('menu.label')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Tooltip title={t('menu.tooltip')} describeChild>
        <Button
          color="inherit"
          variant="outlined"
          startIcon={<MenuIcon aria-hidden />}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : 'false'}
          aria-controls={anchor ? 'ntr-paslaugu-meniu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {t('menu.button')}
        </Button>
      </Tooltip>
      <Menu id="ntr-paslaugu-meniu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {/* a menu holds menu items only: the group titles are visual (presentation), each item names its group */}
        {GROUPS.flatMap((group) => [
          <ListSubheader key={group} role="presentation">
            {t(`common:nav.ntr.groups.${group}`)}
          </ListSubheader>,
          ...servicesOfGroup(group).map((service) => (
            <MenuItem
              key={service.type}
              onClick={() => go(service.path)}
              aria-label={`${t(`common:nav.ntr.groups.${group}`)}: ${t(`common:nav.ntr.actions.${service.action}`)}`}
              sx={{ pl: 4 }}
            >
              {t(`common:nav.ntr.actions.${service.action}`)}
            </MenuItem>
          )),
        ])}
      </Menu>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Box
              component={NavLink}
              to={link.to}
              sx={{
                display: 'inline-block',
                px: 1.5,
                py: 0.75,
                borderRadius: 1,
                color: 'inherit',
                textDecoration: 'none',
                '&:hover': { textDecoration: 'underline' },
                '&.active': { bgcolor: 'primary.dark', fontWeight: 600, textDecoration: 'underline' },
              }}
            >
              {t(link.label)}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
