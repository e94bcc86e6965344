/** The profile menu's popup (MUI Menu: focus, arrow keys, Escape): Profile and Log out. A lazy chunk, loaded on first open. */
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';

export interface ProfileMenuPopupProps {
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
  onProfile: () => void;
  onLogOut: () => void;
}

export function ProfileMenuPopup({ id, anchor, onClose, onProfile, onLogOut }: ProfileMenuPopupProps) {
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem onClick={onProfile}>{t('auth.profile')}</MenuItem>
      <MenuItem onClick={onLogOut}>{t('auth.logOut')}</MenuItem>
    </Menu>
  );
}

export { ProfileMenuPopup as default };
