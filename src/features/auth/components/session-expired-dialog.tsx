/**
 * The workplace's "your session has ended" dialog (spec §2.1, §4): shown when the idle time
 * ran out; the session is already over on both sides when it appears. Its one button goes
 * home (where the guard asks to sign in again). A lazy chunk, prefetched after sign-in.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '../../../domain/constants';

export function SessionExpiredDialog({ minutes, onHome }: { minutes: number; onHome: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      role="alertdialog"
      aria-labelledby="sesija-baigesi-antraste"
      aria-describedby="sesija-baigesi-tekstas"
      // Nothing to go back to: the only way on is the button.
      disableEscapeKeyDown
      slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH.standard } } }}
    >
      <DialogTitle id="sesija-baigesi-antraste">{t('auth.sessionEndedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="sesija-baigesi-tekstas">{t('auth.sessionEndedText', { minutes })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onHome} autoFocus>
          {t('auth.goHome')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export { SessionExpiredDialog as default };
