/** /ntr-paslaugos/pazyma/sarasas — the citizen's certificate orders and issued certificates. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';
import { OrdersTable } from '../components/orders-table';
import { CERTIFICATE_SERVICES } from '../services';

export function Component() {
  const { t } = useTranslation('certificates');
  const navigate = useNavigate();
  return (
    <Page title={t('list.title')} intro={t('list.intro')}>
      <Stack direction="row" spacing={1} sx={{ mb: 3, flexWrap: 'wrap' }}>
        {CERTIFICATE_SERVICES.map((s) => (
          <Button key={s.slug} variant="outlined" onClick={() => navigate(s.path)}>
            {t(`types.${s.slug}`)}
          </Button>
        ))}
      </Stack>
      <OrdersTable types={CERTIFICATE_SERVICES.map((s) => s.type)} />
    </Page>
  );
}
