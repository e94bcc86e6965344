/**
 * The portal's terms dialog (spec §4): a signed-in citizen who has not accepted the
 * self-service contract (never, or reset by the first sign-in) sees the terms with Agree and
 * Disagree before anything else. Agree records the consent and closes the dialog; Disagree
 * records the refusal, ends the session and goes to the central self-service home.
 * A lazy chunk: most page loads never need it.
 */
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '../../../domain/constants';
import { ConsentTerms } from './consent-terms';

export function PortalConsentDialog({ onRefused }: { onRefused: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open aria-labelledby="salygos-antraste" disableEscapeKeyDown fullWidth slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH.wide } } }}>
      <DialogTitle id="salygos-antraste">{t('auth.consentTitle')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('auth.consentIntro')}
        </Typography>
        <ConsentTerms
          onAnswered={(agreed) => {
            if (!agreed) onRefused();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

export { PortalConsentDialog as default };
