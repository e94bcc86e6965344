/**
 * /sesija-baigesi (portal, open): the stand-in of the central self-service site's
 * "session expired" page (VITE_CENTRAL_SESSION_EXPIRED_URL points here until that site
 * exists): idle expiry and a refused session in the portal end up here.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { config } from '../../../lib/config';
import { AppLink } from '../../../app/shared/app-link';
import { AuthFrame } from '../components/auth-frame';

export function Component() {
  const { t } = useTranslation();
  return (
    <AuthFrame title={t('auth.sessionEndedTitle')}>
      <Typography sx={{ mb: 3 }}>{t('auth.portalSessionEndedText')}</Typography>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <AppLink to="/login">{t('auth.tryAgain')}</AppLink>
        {config.central.homeUrl.startsWith('/') ? (
          <AppLink to={config.central.homeUrl}>{t('auth.toPortalHome')}</AppLink>
        ) : (
          <a href={config.central.homeUrl}>{t('auth.toPortalHome')}</a>
        )}
      </Box>
    </AuthFrame>
  );
}
