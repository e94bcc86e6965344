/** What a document page shows while its type and data load. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation('documents');
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress size={24} />
      {t('documents.page.loading')}
    </Box>
  );
}
