/**
 * The scroll-to-top button: appears after 300 px of scrolling (spec §2.1, §9). The button
 * itself (MUI Fab) is its own chunk, fetched when first needed: most pages never scroll
 * that far, and the first page load stays small.
 */
import { lazy, Suspense } from 'react';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { SCROLL_TO_TOP_AFTER_PX } from '../../domain/constants';

const ScrollToTopButton = lazy(() => import('./scroll-to-top-button'));

export function ScrollToTop() {
  const shown = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TO_TOP_AFTER_PX });
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton />
    </Suspense>
  );
}
