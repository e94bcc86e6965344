/**
 * The terms of use with Agree and Disagree (spec §4): the workplace's /sutikimas page and the
 * portal's terms dialog both use it; `kind="ntrServices"` asks the real-property services'
 * own consent (for their layout). Both answers are recorded (POST naudotojas/sutikimas); the
 * session takes the flags the server answers with. Without a session the terms are shown
 * read-only: only a signed-in user can answer.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { session } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { giveConsent } from '../api/give-consent';
import { useTerms } from '../api/get-terms';
import { withConsent } from '../session/consent';
import { FormAlert } from './form-parts';

export interface ConsentTermsProps {
  kind?: 'general' | 'ntrServices';
  /** called after the server recorded the answer (and the session holds the new flags) */
  onAnswered: (agreed: boolean) => void;
}

export function ConsentTerms({ kind = 'general', onAnswered }: ConsentTermsProps) {
  const { t } = useTranslation();
  const current = useSession();
  const { data: terms, error: loadError } = useTerms();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function answer(agree: boolean) {
    if (!current) return;
    setBusy(true);
    setFailure(null);
    try {
      const state = await giveConsent({ userId: current.user.id, agree, ntrServices: kind === 'ntrServices' });
      const latest = session.getSession();
      if (latest) session.setSession(withConsent(latest, state));
      onAnswered(agree);
    } catch (error) {
      // The client already showed outages and refusals; say here that nothing was recorded.
      setFailure(isApiError(error) && error.message ? error.message : t('errors.server'));
      setBusy(false);
    }
  }

  const html = kind === 'ntrServices' ? terms?.html_ntrpaslaugos : terms?.html;
  return (
    <>
      {loadError && <FormAlert>{t('auth.termsFailed')}</FormAlert>}
      {html && (
        <Box
          role="region"
          aria-label={t('auth.termsRegion')}
          tabIndex={0}
          // The terms are the registry's own static HTML (headings, paragraphs, lists) from
          // GET naudojimo-sutartis, not user input: safe to render as HTML.
          dangerouslySetInnerHTML={{ __html: html }}
          sx={{
            maxHeight: { xs: '50vh', md: 420 },
            overflowY: 'auto',
            p: 2,
            mb: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.default',
            '& h2': { typography: 'h2', fontSize: '1.15rem', mt: 0 },
            '& h3': { typography: 'h3', fontSize: '1rem', mt: 2, mb: 1 },
            '& p, & li': { typography: 'body2', my: 0.75 },
          }}
        />
      )}
      {!html && !loadError && <Typography role="status">{t('app.loading')}</Typography>}
      {failure && <FormAlert>{failure}</FormAlert>}
      {current ? (
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={busy || !html} onClick={() => void answer(false)}>
            {t('auth.disagree')}
          </Button>
          <Button variant="contained" disabled={busy || !html} onClick={() => void answer(true)}>
            {t('auth.agree')}
          </Button>
        </Box>
      ) : (
        <Typography>{t('auth.consentSignInFirst')}</Typography>
      )}
    </>
  );
}
