/**
 * The profile menu (spec §2.1): a button with the user's name opening Profile (the profile
 * dialog) and Log out. The popup and the dialog are lazy chunks: the button is all that
 * every page load pays for.
 */
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import AccountCircle from '@mui/icons-material/AccountCircleOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { logOut } from '../api/log-out';
import { LOGIN_PATH } from '../../../lib/sign-in-paths';
import { HEADER_BUTTON_SX } from '../components/header-button-sx';

const ProfileMenuPopup = lazy(() => import('./profile-menu-popup'));
const ProfileDialog = lazy(() => import('../components/profile-dialog'));

const MENU_ID = 'profilio-meniu';

export function ProfileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState(false);
  if (!current) return null;
  const name = current.user.displayName;
  return (
    <>
      <Box
        component="button"
        type="button"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? MENU_ID : undefined}
        aria-label={t('auth.profileMenu', { name })}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ ...HEADER_BUTTON_SX, display: 'inline-flex', alignItems: 'center', gap: 1, px: 1.25, py: 0.75, border: 0 }}
      >
        <AccountCircle aria-hidden />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      </Box>
      {anchor && (
        <Suspense fallback={null}>
          <ProfileMenuPopup
            id={MENU_ID}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onProfile={() => {
              setAnchor(null);
              setDialog(true);
            }}
            onLogOut={() => {
              setAnchor(null);
              void logOut().then(() => navigate(LOGIN_PATH, { replace: true }));
            }}
          />
        </Suspense>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <ProfileDialog onClose={() => setDialog(false)} />
        </Suspense>
      )}
    </>
  );
}
