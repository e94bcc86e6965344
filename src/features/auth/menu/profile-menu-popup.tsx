/**
 * The profile menu's popup (MUI Menu: focus, arrow keys, Escape): Profile, the accessibility
 * mode (a checkbox item, spec §9) and Log out. A lazy chunk, loaded on first open.
 */
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { switchAccessibilityMode, useAccessibilityMode } from '../../../lib/accessibility-mode';

export interface ProfileMenuPopupProps {
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
  onProfile: () => void;
  onLogOut: () => void;
}

export function ProfileMenuPopup({ id, anchor, onClose, onProfile, onLogOut }: ProfileMenuPopupProps) {
  const { t } = useTranslation();
  const accessible = useAccessibilityMode();
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
      <MenuItem role="menuitemcheckbox" aria-checked={accessible} onClick={() => void switchAccessibilityMode(!accessible).catch(() => undefined)}>
        <span aria-hidden="true">{accessible ? '☑\u00a0' : '☐\u00a0'}</span>
        {t('auth.accessibilityMode')}
      </MenuItem>
      <MenuItem onClick={onLogOut}>{t('auth.logOut')}</MenuItem>
    </Menu>
  );
}

export { ProfileMenuPopup as default };
