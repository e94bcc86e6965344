/**
 * /ipasas (both faces, open): where the e-government gateway returns the browser with its
 * assertion (?enc=…&xid=…). The page posts {enc} to {base}/ipasas?xid=… (xid untouched) and
 * keeps the session with the xid. Then: the workplace goes on to the consent page when the
 * consent flow is due, else home; the portal goes home, where its consent dialog asks.
 * A failure shows the server's message in the workplace; in the portal it goes to the
 * central self-service home, which says the sign-in failed (spec §8); the server's message
 * is shown while the page loads.
 */
import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { currentFace } from '../../../lib/face';
import { notify } from '../../../lib/notify';
import { session } from '../../../lib/session';
import { LoadingBar } from '../../../lib/ui/page-loading';
import { AppLink } from '../../../lib/ui/app-link';
import { AuthFrame } from '../components/auth-frame';
import { FormAlert } from '../components/form-parts';
import { CONSENT_PATH } from '../../../lib/sign-in-paths';
import { needsConsent } from '../session/consent';
import { goToCentralSite } from '../session/go-to';
import { sessionFromSignIn } from '../session/session-from-sign-in';
import { gatewaySignInOnce } from '../session/sign-in-once';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const enc = params.get('enc');
  const xid = params.get('xid');
  const face = currentFace();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!enc) return;
    let cancelled = false;
    gatewaySignInOnce(enc, xid).then(
      (answer) => {
        if (cancelled) return;
        const signedIn = sessionFromSignIn(answer, xid);
        session.setSession(signedIn);
        const target = face === 'workplace' && needsConsent(signedIn.user, face) ? CONSENT_PATH : '/';
        void navigate(target, { replace: true });
      },
      (error: unknown) => {
        if (cancelled) return;
        const message = isApiError(error) && error.message ? error.message : t('errors.server');
        if (face === 'portal') {
          notify.error({ message });
          void goToCentralSite((site) => site.signInFailed);
        } else {
          setFailure(message);
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [enc, xid, face, navigate, t]);

  const problem = enc ? failure : t('auth.gatewayMissing');
  return (
    <AuthFrame title={t('nav.gatewayReturn')}>
      {problem ? (
        <>
          <FormAlert>{problem}</FormAlert>
          <AppLink to="/login">{t('auth.tryAgain')}</AppLink>
        </>
      ) : (
        <>
          <LoadingBar label={t('auth.gatewayChecking')} />
          <Typography role="status">{t('auth.gatewayChecking')}</Typography>
        </>
      )}
    </AuthFrame>
  );
}
