/**
 * The error pages (/404, /403, /500 and failures caught by route error boundaries), each
 * with a way home. Home is '/', which each face redirects to its own start page.
 * Kept light (no MUI Button) because the root error boundary is part of the first chunk.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

export type ErrorKind = 'notFound' | 'forbidden' | 'serverError' | 'chunkFailed';

const CODES: Record<ErrorKind, number | null> = { notFound: 404, forbidden: 403, serverError: 500, chunkFailed: null };

const action = (primary: boolean): SxProps<Theme> => ({
  display: 'inline-flex',
  alignItems: 'center',
  px: 2.5,
  py: 1,
  borderRadius: 1,
  border: 2,
  borderColor: 'primary.main',
  bgcolor: primary ? 'primary.main' : 'transparent',
  color: primary ? 'primary.contrastText' : 'primary.dark',
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { bgcolor: primary ? 'primary.dark' : 'action.hover' },
});

export function ErrorPage({ kind, offerReload = false }: { kind: ErrorKind; offerReload?: boolean }) {
  const { t } = useTranslation();
  const code = CODES[kind];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="klaidos-antraste" sx={{ p: { xs: 3, md: 5 }, maxWidth: 720 }}>
      {code !== null && (
        <Typography variant="overline" component="p" color="text.secondary">
          {t('errorPage.code', { code })}
        </Typography>
      )}
      <Typography id="klaidos-antraste" variant="h1" sx={{ mb: 2 }}>
        {t(`errorPage.${kind}.title`)}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '65ch' }}>{t(`errorPage.${kind}.text`)}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {offerReload && (
          <Box component="button" type="button" onClick={() => window.location.reload()} sx={action(true)}>
            {t('errorPage.reload')}
          </Box>
        )}
        {/* reloadDocument after a failure: the app's state may be broken, start clean. */}
        <Box component={RouterLink} to="/" reloadDocument={offerReload} sx={action(!offerReload)}>
          {t('errorPage.goHome')}
        </Box>
      </Box>
    </Paper>
  );
}
