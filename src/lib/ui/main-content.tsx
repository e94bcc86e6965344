/**
 * The <main> landmark of both shells. After a client-side navigation focus moves here, so
 * screen-reader and keyboard users start reading the new page instead of staying on the
 * link they clicked (the first render keeps the browser's default focus).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router';

export const MAIN_ID = 'turinys';

export function MainContent({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return (
    <Box component="main" id={MAIN_ID} ref={ref} tabIndex={-1} sx={{ flex: 1, minWidth: 0, '&:focus': { outline: 'none' } }}>
      {children}
    </Box>
  );
}
