/**
 * The scroll-to-top button: appears after 300 px of scrolling (spec §2.1, §9). The button
 * itself (MUI Fab) is its own chunk, fetched when first needed: most pages never scroll
 * that far, and the first page load stays small.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { SCROLL_TO_TOP_AFTER_PX } from '../../domain/constants';

const ScrollToTopButton = lazy(() => import('./scroll-to-top-button'));

/** True once the window is scrolled past `px` (MUI's useScrollTrigger without hysteresis, in a few lines of the first load). */
function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > px);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [px]);
  return past;
}

export function ScrollToTop() {
  const shown = useScrolledPast(SCROLL_TO_TOP_AFTER_PX);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton />
    </Suspense>
  );
}
