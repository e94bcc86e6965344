/**
 * /login (workplace, open): sign-in with username and password (POST /api/login), with the
 * e-signature (a lazy dialog, decision 0127; a failure shows nothing) or through
 * the e-government gateway (GET /api/ipasas/start). On failure the server's message is shown
 * as it came (translated); on success the session is kept and the user goes on to the
 * consent page when the consent flow is due, else back where they were going (`next`) or home.
 */
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { session, type Session } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { gatewayStartUrl } from '../api/gateway-sign-in';
import { signIn } from '../api/sign-in';
import { AuthFrame } from '../components/auth-frame';
import { ActionButton, ButtonLink, FormAlert, InputField, SubmitButton } from '../components/form-parts';
import type { SignInResponse } from '../api/types';
import { CONSENT_PATH } from '../../../lib/sign-in-paths';
import { NEXT_PARAM, safeNext, withNext } from '../guard/safe-next';
import { needsConsent } from '../session/consent';

const SignatureSignInDialog = lazy(() => import('../components/signature-sign-in-dialog'));

// What only a sign-in uses comes with it, not with the page (decision 0181): the page paints without them.
const logOut = async () => (await import('../api/log-out')).logOut();
/** The session of a sign-in answer; its module is fetched while the sign-in request runs. */
async function sessionOf(answer: SignInResponse | Promise<SignInResponse>): Promise<Session> {
  const [{ sessionFromSignIn }, response] = await Promise.all([import('../session/session-from-sign-in'), answer]);
  return sessionFromSignIn(response);
}

/** Router state other pages pass to explain why the user is here (e.g. the terms were refused). */
export interface LoginNotice {
  notice?: 'consentRefused';
}

type FieldErrors = { username?: string; password?: string };

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = useSession();
  const next = safeNext(params.get(NEXT_PARAM));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [signatureDialog, setSignatureDialog] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const notice = (location.state as LoginNotice | null)?.notice;

  // Already signed in (e.g. the back button): carry on instead of asking again.
  if (current && !busy && !needsConsent(current.user, 'workplace')) return <Navigate to={next ?? '/'} replace />;

  /** Keeps the session of a sign-in and goes on (consent first when it is due). */
  function signedIn(started: Session) {
    session.setSession(started);
    void navigate(needsConsent(started.user, 'workplace') ? withNext(CONSENT_PATH, next) : (next ?? '/'), { replace: true });
  }

  async function signInWithSignature(answer: SignInResponse) {
    setBusy(true);
    // A new sign-in replaces whatever session this tab still had (the new token is already issued).
    if (session.getToken()) await logOut().catch(() => undefined);
    // The session's module did not arrive: the page stays usable (a failed signature sign-in shows nothing).
    await sessionOf(answer).then(signedIn, () => setBusy(false));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: FieldErrors = {
      ...(username.trim() ? {} : { username: t('auth.usernameRequired') }),
      ...(password ? {} : { password: t('auth.passwordRequired') }),
    };
    setFieldErrors(missing);
    setFailure(null);
    if (missing.username || missing.password) {
      // the first field to fix gets the focus (its message is tied to it by aria-describedby)
      form.current?.querySelector<HTMLInputElement>(missing.username ? '#naudotojas' : '#slaptazodis')?.focus();
      return;
    }
    setBusy(true);
    try {
      // A new sign-in replaces whatever session this tab still had.
      if (session.getToken()) await logOut();
      signedIn(await sessionOf(signIn(username.trim(), password)));
    } catch (error) {
      setFailure(isApiError(error) && error.message ? error.message : t('errors.server'));
      setPassword('');
      setBusy(false);
    }
  }

  return (
    <AuthFrame title={t('auth.signInTitle')}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('auth.signInIntro')}
      </Typography>
      {notice === 'consentRefused' && !failure && <FormAlert severity="info">{t('auth.consentRefused')}</FormAlert>}
      {failure && <FormAlert>{failure}</FormAlert>}
      <Box component="form" ref={form} noValidate onSubmit={(e: FormEvent) => void submit(e)} aria-label={t('auth.signInTitle')}>
        <InputField
          id="naudotojas"
          label={t('auth.username')}
          autoComplete="username"
          value={username}
          onChange={setUsername}
          error={fieldErrors.username}
          disabled={busy}
        />
        <InputField
          id="slaptazodis"
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
          disabled={busy}
        />
        <SubmitButton busy={busy}>{busy ? t('auth.signingIn') : t('auth.signIn')}</SubmitButton>
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          my: 3,
          color: 'text.secondary',
          '&::before, &::after': { content: '""', flex: 1, borderTop: 1, borderColor: 'divider' },
        }}
      >
        {t('auth.or')}
      </Box>
      <ActionButton onClick={() => setSignatureDialog(true)} disabled={busy}>
        {t('auth.signature')}
      </ActionButton>
      <Box sx={{ mt: 1.5 }} />
      <ButtonLink href={gatewayStartUrl(null)}>{t('auth.gateway')}</ButtonLink>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
        {t('auth.gatewayNote')}
      </Typography>
      {signatureDialog && (
        <Suspense fallback={null}>
          <SignatureSignInDialog onClose={() => setSignatureDialog(false)} onSignedIn={(answer) => void signInWithSignature(answer)} />
        </Suspense>
      )}
    </AuthFrame>
  );
}
