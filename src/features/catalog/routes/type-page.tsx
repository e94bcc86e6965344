/**
 * /katalogas/:typeId/* — one type in the sandbox. The type's module (schema, ui file,
 * precompiled validators) and its labels are lazy chunks of their own, loaded here.
 */
import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasFormType } from '../../../form/load-form-type';
import { TypeSandbox } from '../components/type-sandbox';
import { CatalogLoading } from '../components/catalog-loading';

function NotFound({ typeId }: { typeId: string }) {
  const { t } = useTranslation('catalog');
  return (
    <Box component="article">
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('catalog.notFound', { id: typeId })}
      </Alert>
      <Button component={Link} to="/katalogas" variant="outlined">
        {t('catalog.backToCatalog')}
      </Button>
    </Box>
  );
}

export function Component() {
  const { typeId = '', '*': splat = '' } = useParams();
  if (!hasFormType(typeId)) return <NotFound typeId={typeId} />;
  return (
    <Box component="article">
      <Suspense fallback={<CatalogLoading />}>
        <TypeSandbox key={typeId} typeId={typeId} splat={splat} />
      </Suspense>
    </Box>
  );
}
