/** /studija — the catalogue of types with their versions and status, and a new type copied from a published one. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useStudioTypes } from '../api/studio-types';
import { CopyTypeForm } from '../components/copy-type-form';
import { StudioTypesTable } from '../components/studio-types-table';

export function Component() {
  const { t } = useTranslation('studio');
  const { data, error } = useStudioTypes();
  return (
    <Box component="article">
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('studio.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '75ch' }}>
        {t('studio.intro')}
      </Typography>
      {error ? (
        <Alert severity="error">{t('studio.loadFailed')}</Alert>
      ) : !data ? (
        <Typography role="status">{t('studio.loading')}</Typography>
      ) : (
        <>
          <StudioTypesTable types={data.items} />
          <CopyTypeForm types={data.items} />
        </>
      )}
    </Box>
  );
}
