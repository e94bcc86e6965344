/**
 * /sutikimas (both faces, open): the terms of use. The workplace guard sends a signed-in
 * user here while the consent flow is due (terms not accepted, or the first sign-in).
 * Agree: on to where the user was going (`next`) or home. Disagree: the answer is recorded,
 * the session ends — the workplace returns to its sign-in page saying why, the portal goes
 * to the central self-service home (spec §4).
 */
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { currentFace } from '../../../lib/face';
import { useSession } from '../../../lib/use-session';
import { AppLink } from '../../../lib/ui/app-link';
import { logOut } from '../api/log-out';
import { AuthFrame } from '../components/auth-frame';
import { ConsentTerms } from '../components/consent-terms';
import { LOGIN_PATH } from '../../../lib/sign-in-paths';
import { NEXT_PARAM, safeNext } from '../guard/safe-next';
import { goToCentralSite } from '../session/go-to';
import type { LoginNotice } from './login';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = useSession();
  const face = currentFace();

  async function answered(agreed: boolean) {
    if (agreed) {
      void navigate(safeNext(params.get(NEXT_PARAM)) ?? '/', { replace: true });
      return;
    }
    await logOut();
    if (face === 'portal') await goToCentralSite((site) => site.home);
    else void navigate(LOGIN_PATH, { replace: true, state: { notice: 'consentRefused' } satisfies LoginNotice });
  }

  return (
    <AuthFrame title={t('auth.consentTitle')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('auth.consentIntro')}
      </Typography>
      <ConsentTerms onAnswered={(agreed) => void answered(agreed)} />
      {!current && (
        <Typography sx={{ mt: 2 }}>
          <AppLink to={LOGIN_PATH}>{t('auth.signIn')}</AppLink>
        </Typography>
      )}
    </AuthFrame>
  );
}
