/**
 * The portal header's accessibility-mode switch (spec §9): a toggle button (aria-pressed).
 * A signed-in citizen's choice is kept on the server, an anonymous visitor's in this browser
 * (src/lib/accessibility-mode.ts).
 */
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { switchAccessibilityMode, useAccessibilityMode } from '../../lib/accessibility-mode';

export function AccessibilityButton() {
  const { t } = useTranslation();
  const on = useAccessibilityMode();
  return (
    <Box
      component="button"
      type="button"
      aria-pressed={on}
      onClick={() => void switchAccessibilityMode(!on).catch(() => undefined)}
      sx={{
        font: 'inherit',
        fontWeight: 600,
        fontSize: '0.875rem',
        flexShrink: 0,
        px: 1.5,
        py: 0.5,
        border: 1,
        borderColor: 'rgba(255,255,255,0.6)',
        borderRadius: 1,
        cursor: 'pointer',
        color: on ? 'primary.main' : 'inherit',
        bgcolor: on ? '#ffffff' : 'transparent',
      }}
    >
      {t('auth.accessibilityMode')}
    </Box>
  );
}
