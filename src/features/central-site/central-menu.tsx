/**
 * The central self-service site's menu items (menu.do) under the portal's own in the left
 * menu, below a small heading. Items that lead to a page the portal's own menu already has
 * are left out.
 */
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { CentralLink } from './parse-frame';

function samePage(href: string, ownPaths: readonly string[]): boolean {
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin && ownPaths.includes(url.pathname);
}

export function CentralMenuItems({ links, ownPaths, itemSx }: { links: readonly CentralLink[]; ownPaths: readonly string[]; itemSx: object }) {
  const { t } = useTranslation();
  const shown = links.filter((link) => !samePage(link.href, ownPaths));
  if (shown.length === 0) return null;
  return (
    <>
      <Box
        component="h2"
        id="centrines-savitarnos-meniu"
        sx={{
          fontSize: '0.8125rem',
          fontWeight: 600,
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
          color: 'text.secondary',
          m: 0,
          mt: 1,
          pt: 1.5,
          px: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {t('central.menuTitle')}
      </Box>
      <Box component="ul" aria-labelledby="centrines-savitarnos-meniu" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((link) => (
          <li key={link.href}>
            <Box component="a" href={link.href} rel="noopener noreferrer" sx={itemSx}>
              {link.text}
            </Box>
          </li>
        ))}
      </Box>
    </>
  );
}
