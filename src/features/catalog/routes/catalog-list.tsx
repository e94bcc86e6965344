/**
 * /katalogas: the types of the catalogue (GET {base}/catalog) for registry analysts, each
 * openable as a document page or a wizard in the sandbox.
 */
import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../../../lib/api/catalog';
import { CatalogTable } from '../components/catalog-table';
import { CatalogLoading } from '../components/catalog-loading';

export function Component() {
  const { t } = useTranslation('catalog');
  const { data, error } = useCatalog();
  return (
    <Box component="article">
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('catalog.title')}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 3, maxWidth: '75ch' }}>
        {t('catalog.intro')}
      </Typography>
      {error ? (
        <Alert severity="error">{t('catalog.loadFailed')}</Alert>
      ) : !data ? (
        <CatalogLoading />
      ) : data.length === 0 ? (
        <Alert severity="info">{t('catalog.empty')}</Alert>
      ) : (
        <Suspense fallback={<CatalogLoading />}>
          <CatalogTable types={data} />
        </Suspense>
      )}
    </Box>
  );
}
