/**
 * The profile dialog (spec §2.1 profile menu): who is signed in, for which office, with
 * which roles — as the server has them now (GET naudotojas), not as they were at sign-in.
 * A lazy chunk, opened from the profile menu.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRole } from '../../../domain/access/roles';
import { DIALOG_WIDTH } from '../../../domain/constants';
import { useProfile } from '../api/get-profile';
import { idleMinutesOf } from '../session/session-from-sign-in';
import { FormAlert } from './form-parts';
import { OFFICE_TYPE_NAMES, ROLE_NAMES } from '../../../lib/role-names';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </>
  );
}

export function ProfileDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data, error } = useProfile();
  const user = data?.naudotojas;
  return (
    <Dialog open onClose={onClose} aria-labelledby="profilio-antraste" fullWidth slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH.standard } } }}>
      <DialogTitle id="profilio-antraste">{t('auth.profile')}</DialogTitle>
      <DialogContent>
        {error && <FormAlert>{t('auth.profileFailed')}</FormAlert>}
        {!user && !error && <Typography role="status">{t('app.loading')}</Typography>}
        {user && data && (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1.5, m: 0 }}>
            <Row label={t('auth.profileName')}>{`${user.snau_vardas} ${user.snau_pavarde}`}</Row>
            {user.snau_kontora && <Row label={t('auth.profileOffice')}>{user.snau_kontora}</Row>}
            {user.snau_kontora_tipas && <Row label={t('auth.profileOfficeType')}>{OFFICE_TYPE_NAMES[user.snau_kontora_tipas] ?? user.snau_kontora_tipas}</Row>}
            {user.snau_sutartis_nr && <Row label={t('auth.profileContract')}>{user.snau_sutartis_nr}</Row>}
            <Row label={t('auth.profileRoles')}>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {data.roles.map((role) => (
                  <li key={role}>{isRole(role) ? `${ROLE_NAMES[role]} (${role})` : role}</li>
                ))}
              </Box>
            </Row>
            <Row label={t('auth.profileIdle')}>{t('auth.profileIdleValue', { minutes: idleMinutesOf(user.atjungimo_laikas) })}</Row>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('auth.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export { ProfileDialog as default };
