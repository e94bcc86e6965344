/**
 * The error pages (/404, /403, /500 and failures caught by route error boundaries), each
 * with a way home. Home is '/', which each face redirects to its own start page.
 * Kept light (no MUI Button) because the root error boundary is part of the first chunk.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lightActionSx } from '../../lib/ui/light-action';

export type ErrorKind = 'notFound' | 'forbidden' | 'serverError' | 'chunkFailed';

const CODES: Record<ErrorKind, number | null> = { notFound: 404, forbidden: 403, serverError: 500, chunkFailed: null };

const action = (primary: boolean) => ({ ...lightActionSx(primary), py: 1 });

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
