/** The floating "back to top" button (loaded by scroll-to-top.tsx when it is needed). */
import Fab from '@mui/material/Fab';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { useTranslation } from 'react-i18next';
import { MAIN_ID } from '../../lib/ui/main-content';

export default function ScrollToTopButton() {
  const { t } = useTranslation();
  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // The button disappears at the top; keep keyboard focus somewhere sensible.
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  };
  return (
    <Fab color="primary" size="medium" aria-label={t('app.scrollToTop')} onClick={toTop} sx={{ position: 'fixed', right: 24, bottom: 24 }}>
      <KeyboardArrowUp />
    </Fab>
  );
}
