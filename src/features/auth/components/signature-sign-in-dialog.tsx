/**
 * The native-signature sign-in dialog (decision 0127), a lazy chunk of /login: the person
 * chooses the e-signature to sign with, the browser fetches a one-time challenge, the
 * signature tool signs it and the server signs the person in. Today the tool is the demo
 * mode's card (the signing stand-in, ../api/local-signature-card.ts); a real smart-card or
 * mobile-signature tool would replace `signWithLocalSignatureCard` and the list of holders
 * with its own prompt. A failed attempt is swallowed silently (spec §8): the dialog closes.
 */
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { localCardHolders, signWithLocalSignatureCard } from '../api/local-signature-card';
import { issueChallenge, signatureSignIn } from '../api/signature-sign-in';
import type { SignInResponse } from '../api/types';

interface Holder {
  person_code: string;
  name: string;
}

export interface SignatureSignInDialogProps {
  onClose: () => void;
  onSignedIn: (answer: SignInResponse) => void;
}

export function SignatureSignInDialog({ onClose, onSignedIn }: SignatureSignInDialogProps) {
  const { t } = useTranslation();
  const [holders, setHolders] = useState<Holder[] | 'none' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    localCardHolders().then(
      (answer) => live && setHolders(answer.items.length > 0 ? answer.items : 'none'),
      () => live && setHolders('none'),
    );
    return () => {
      live = false;
    };
  }, []);

  async function signWith(holder: Holder) {
    setBusy(true);
    try {
      const { challenge } = await issueChallenge();
      const container = await signWithLocalSignatureCard(challenge, holder.person_code);
      onSignedIn(await signatureSignIn(challenge, container));
    } catch {
      // spec §8: a failed native-signature sign-in is swallowed silently (the server audits it)
      onClose();
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="parasas-antraste" maxWidth="sm" fullWidth>
      <DialogTitle id="parasas-antraste">{t('auth.signatureTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ color: 'text.primary' }}>{holders === 'none' ? t('auth.signatureNoCard') : t('auth.signatureChoose')}</DialogContentText>
        {Array.isArray(holders) && (
          <List aria-label={t('auth.signatureHolders')}>
            {holders.map((holder) => (
              <ListItem key={holder.person_code} disablePadding>
                <ListItemButton disabled={busy} onClick={() => void signWith(holder)}>
                  <ListItemText primary={holder.name} secondary={holder.person_code} secondaryTypographyProps={{ color: 'text.primary' }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('auth.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export { SignatureSignInDialog as default };
