/**
 * The signed-in citizen in the portal's header: the name and Log out; or, for a visitor,
 * the way to sign in (/login, the gateway).
 */
import Box from '@mui/material/Box';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { AppLink } from '../../../lib/ui/app-link';
import { logOut } from '../api/log-out';
import { LOGIN_PATH } from '../../../lib/sign-in-paths';
import { HEADER_BUTTON_SX } from './header-button-sx';

export function PortalUser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useSession();
  if (!current) {
    return (
      <AppLink to={LOGIN_PATH} inherit sx={{ fontWeight: 600, textDecoration: 'underline' }}>
        {t('auth.signIn')}
      </AppLink>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {current.user.displayName}
      </Box>
      <Box
        component="button"
        type="button"
        onClick={() => void logOut().then(() => navigate(LOGIN_PATH, { replace: true }))}
        sx={{ ...HEADER_BUTTON_SX, px: 1.5, py: 0.5, border: 1, borderColor: 'currentColor' }}
      >
        {t('auth.logOut')}
      </Box>
    </Box>
  );
}
