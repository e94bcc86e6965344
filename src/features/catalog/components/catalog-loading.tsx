/** The catalogue pages' "loading" line (a status with a spinner) while the catalogue or a type's module arrives. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export function CatalogLoading() {
  const { t } = useTranslation('catalog');
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress size={24} />
      {t('catalog.loading')}
    </Box>
  );
}
