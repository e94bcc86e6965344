/**
 * The demo banner (issue #16): on every page of both faces while the server runs the local
 * stand-ins of the external systems (STAND_INS, learnt from GET {base}/system-info), so a demo
 * is never taken for the register. Mounted once, above the router, by ../providers.tsx. A named
 * region (a landmark: screen readers list it; not a live status, which would compete with the
 * pages' own status messages); plain text, no icon (it is part of every face's first load).
 */
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSystemInfo } from './system-info';

export function DemoBanner() {
  const { t } = useTranslation();
  const info = useSystemInfo();
  if (!info?.standIns) return null;
  return (
    <Box
      component="section"
      aria-label={t('app.demoMode')}
      sx={{ px: 2, py: 0.75, textAlign: 'center', fontSize: '0.875rem', bgcolor: '#4a148c', color: '#fff' }}
    >
      {t('app.demoModeText')}
    </Box>
  );
}
