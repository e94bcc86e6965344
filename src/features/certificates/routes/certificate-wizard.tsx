/**
 * /ntr-paslaugos/<slug>/:pazymaID/step/:step — one certificate order: a new one (pazymaID
 * `naujas`: prefilled with the applicant as the register knows the user, and for a land plot
 * plan with the plots chosen at zemes-sklypas/sklypai; created when first signed), the wizard
 * of an order the citizen may still change, or — once issued — the certificate's number and
 * its PDF. The page and the sign-and-transfer wizard are src/form's portal item parts, shared
 * with the NTR services' requests.
 */
import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { editorKey, PortalItemEditor } from '../../../form/components/portal-item-editor';
import { PortalItemPage, type PortalItemView } from '../../../form/components/portal-item-page';
import type { PortalItemRoute } from '../../../form/components/portal-item-route';
import { AppLink } from '../../../lib/ui/app-link';
import type { ItemView } from '../../../lib/api/items';
import { useIssuedCertificates } from '../api/certificate-pdfs';
import { PdfButton } from '../components/issued-certificates';
import { CERTIFICATE_LIST, NEW_ORDER, type CertificateService } from '../services';
import { useCertificateService } from '../use-certificate-service';

/** The plots a land plot plan order starts with (router state from zemes-sklypas/sklypai). */
export interface ChosenPlots {
  sklypai?: { unikalusNr: string; kadastroNr: string }[];
}

function Issued({ item }: { item: ItemView }) {
  const { t } = useTranslation('certificates');
  const issued = useIssuedCertificates();
  const row = issued.data?.items.find((i) => i.id === item.id);
  return (
    <Alert severity="success" sx={{ display: 'grid', gap: 1 }}>
      <Typography>{t('wizard.issued', { number: row?.number ?? '' })}</Typography>
      {row && <PdfButton row={row} />}
      <AppLink to={CERTIFICATE_LIST}>{t('wizard.toDocuments')}</AppLink>
    </Alert>
  );
}

function OrderView({ service, view }: { service: CertificateService; view: PortalItemView }) {
  const { t } = useTranslation('certificates');
  const location = useLocation();
  const { item, applicant } = view;
  const chosen = (location.state as ChosenPlots | null)?.sklypai;
  const initial = { ...(applicant ? { pareiskejas: applicant } : {}), ...(service.choosesPlots && chosen?.length ? { sklypai: chosen } : {}) };
  return (
    <>
      {item?.status === 'iregistruotas' && <Issued item={item} />}
      {item?.status === 'perduotas' && <Alert severity="info">{t('wizard.transferredWaiting')}</Alert>}
      {/* a priced order waits for payment: the cart (api/modules/cart) takes it on */}
      {item?.status === 'laukia_apmokejimo' && (
        <Alert
          severity="info"
          action={
            <Button component={AppLink} to={`/ntr-paslaugos/ntr-krepselis/${service.type}/${item.id}`}>
              {t('wizard.pay')}
            </Button>
          }
        >
          {t('wizard.awaitingPayment')}
        </Alert>
      )}
      {(!item || item.editable) && (
        <PortalItemEditor
          key={editorKey(item)}
          view={view}
          initial={initial}
          // transferred = issued at once: read it again to show the number and the PDF
          onTransferred={view.reload}
        />
      )}
    </>
  );
}

function OrderPage({ service }: { service: CertificateService }) {
  const { t } = useTranslation('certificates');
  const { pazymaID = '', step } = useParams();
  const navigate = useNavigate();
  const route = useMemo<PortalItemRoute>(
    () => ({ family: 'certificates', typeId: service.type, path: service.path, newSegment: NEW_ORDER, ns: 'certificates' }),
    [service],
  );
  return (
    <PortalItemPage
      route={route}
      idParam={pazymaID}
      step={step}
      render={(view) => <OrderView service={service} view={view} />}
      footer={
        <Box sx={{ mt: 3 }}>
          <Button onClick={() => navigate(service.path)}>{t('wizard.back')}</Button>
        </Box>
      }
    />
  );
}

export function Component() {
  const service = useCertificateService();
  if (!service) return null;
  return <OrderPage key={service.type} service={service} />;
}
