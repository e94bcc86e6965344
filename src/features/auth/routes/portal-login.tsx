/**
 * /login in the portal (open): the portal signs in only through the e-government gateway
 * (there is no password sign-in for citizens). The xid the central self-service site passed
 * (?xid=…) travels with the gateway round trip and comes back to /ipasas.
 */
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { gatewayStartUrl } from '../api/gateway-sign-in';
import { AuthFrame } from '../components/auth-frame';
import { ButtonLink } from '../components/form-parts';

export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthFrame title={t('auth.portalSignInTitle')}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('auth.portalSignInIntro')}
      </Typography>
      <ButtonLink href={gatewayStartUrl(params.get('xid'))}>{t('auth.gateway')}</ButtonLink>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
        {t('auth.gatewayNote')}
      </Typography>
    </AuthFrame>
  );
}
