/** "Skip to main content": the first focusable element, visible only when focused. */
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { MAIN_ID } from '../../lib/ui/main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        // Move focus, not only the scroll position, so the next Tab continues inside <main>.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        p: 1.5,
        bgcolor: 'background.paper',
        fontWeight: 600,
        color: 'primary.dark',
        '&:focus': { top: 8 },
      }}
    >
      {t('app.skipToContent')}
    </Box>
  );
}
