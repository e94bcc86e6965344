/**
 * The loading bars: while the first page's code loads (react-router's HydrateFallback) and
 * during navigation. A plain indeterminate bar instead of MUI LinearProgress, because it is
 * part of the first chunk and must stay tiny.
 */
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export function LoadingBar({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 4,
        overflow: 'hidden',
        zIndex: (theme) => theme.zIndex.appBar + 1,
        bgcolor: 'primary.light',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'primary.dark',
          animation: 'registras-loading 1.2s ease-in-out infinite',
        },
        '@keyframes registras-loading': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
        '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none', width: '100%' } },
      }}
    />
  );
}

export function PageLoading() {
  const { t } = useTranslation();
  return <LoadingBar label={t('app.loading')} />;
}
