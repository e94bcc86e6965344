/**
 * The central self-service site's top bar (from menu.do) above the portal's own header: its
 * sanitized header content, the home link and the basket with its item count.
 */
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { CentralFrame } from './parse-frame';
import { SafeHtml } from './safe-html';

const linkSx = { color: 'inherit', textUnderlineOffset: '0.15em' } as const;

export function CentralHeader({ frame }: { frame: CentralFrame }) {
  const { t } = useTranslation();
  const { header, home, basket } = frame;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: { xs: 1, sm: 3 },
        px: { xs: 2, sm: 3 },
        py: 0.75,
        bgcolor: 'primary.dark',
        color: 'common.white',
        fontSize: '0.875rem',
        '& a': linkSx,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0, '& *': { m: 0, fontSize: 'inherit' } }}>
        <SafeHtml nodes={header} />
      </Box>
      {home && (
        <a href={home.href} rel="noopener noreferrer">
          {home.text}
        </a>
      )}
      {basket && (
        <a href={basket.href} rel="noopener noreferrer" aria-label={t('central.basket', { name: basket.text, count: basket.count })}>
          {basket.text}{' '}
          <Box
            component="span"
            aria-hidden
            sx={{
              display: 'inline-block',
              minWidth: '1.5em',
              px: 0.5,
              borderRadius: 1,
              bgcolor: 'common.white',
              color: 'primary.dark',
              fontWeight: 700,
              textAlign: 'center',
            }}
          >
            {basket.count}
          </Box>
        </a>
      )}
    </Box>
  );
}
