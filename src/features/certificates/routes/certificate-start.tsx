/**
 * /ntr-paslaugos/zemes-ukio, misku-ukio, zemes-sklypas — a certificate service's start page:
 * what the certificate says, the button that starts an order (for a land plot plan: the
 * choice of plots first), and the citizen's orders of this type.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';
import { OrdersTable } from '../components/orders-table';
import { NEW_ORDER, PLOT_CHOICE, orderPath } from '../services';
import { useCertificateService } from '../use-certificate-service';

export function Component() {
  const { t } = useTranslation('certificates');
  const navigate = useNavigate();
  const service = useCertificateService();
  if (!service) return null;
  return (
    <Page title={t(`types.${service.slug}`)} intro={t(`start.${service.slug}`)}>
      <Stack spacing={2} sx={{ mb: 3 }}>
        <Alert severity="info">{t('start.issuedNote')}</Alert>
        <div>
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            onClick={() => navigate(service.choosesPlots ? `${service.path}/${PLOT_CHOICE}` : orderPath(service, NEW_ORDER))}
          >
            {service.choosesPlots ? t('start.choosePlots') : t('start.order')}
          </Button>
        </div>
      </Stack>
      <OrdersTable types={[service.type]} />
    </Page>
  );
}
