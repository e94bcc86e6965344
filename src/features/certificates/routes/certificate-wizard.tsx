/**
 * /ntr-paslaugos/<slug>/:pazymaID/step/:step — one certificate order: a new one (pazymaID
 * `naujas`: prefilled with the applicant as the register knows the user, and for a land plot
 * plan with the plots chosen at zemes-sklypas/sklypai; created when first signed), the wizard
 * of an order the citizen may still change, or — once issued — the certificate's number and
 * its PDF. Whose order it is, is the API's decision: another citizen's order is 404.
 */
import { Suspense, use, useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { loadFormTypeWithLabels } from '../../../form/load-form-type';
import { AppLink } from '../../../app/shared/app-link';
import { isApiError } from '../../../lib/api/api-error';
import { getItem, type ItemView } from '../../../lib/api/items';
import { getApplicant } from '../api/applicant';
import { useIssuedCertificates } from '../api/certificate-pdfs';
import { PdfButton } from '../components/issued-certificates';
import { CertificateEditor } from '../components/certificate-editor';
import { CERTIFICATE_LIST, NEW_ORDER, orderPath, type CertificateService } from '../services';
import { useCertificateService } from '../use-certificate-service';

const ID = /^[1-9]\d{0,15}$/;

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

function Loaded({ service, id, generation, step, onCreated, reload }: {
  service: CertificateService;
  id: number | null;
  generation: number;
  step: string | undefined;
  onCreated: (id: number, step: string | undefined) => void;
  reload: () => void;
}) {
  const { t, i18n } = useTranslation(['certificates', 'common', `types/${service.type}`]);
  const location = useLocation();
  const type = use(loadFormTypeWithLabels(service.type, i18n));
  const title = t(`types/${service.type}:types.${service.type}.title`);
  const read = useSWR<ItemView>(id === null ? null : ['certificate-order', id, generation], () => getItem('certificates', id ?? 0), { revalidateOnFocus: false });
  const applicant = useSWR(id === null ? 'certificate-applicant' : null, getApplicant, { revalidateOnFocus: false });
  if (read.error) return <Alert severity="warning">{isApiError(read.error) && read.error.status === 404 ? t('wizard.notFound') : String(read.error)}</Alert>;
  if (id !== null && !read.data) return <Typography role="status">…</Typography>;
  if (id === null && !applicant.data && !applicant.error) return <Typography role="status">…</Typography>;
  const item = read.data ?? null;
  const chosen = (location.state as ChosenPlots | null)?.sklypai;
  const initial = { ...(applicant.data?.pareiskejas ? { pareiskejas: applicant.data.pareiskejas } : {}), ...(service.choosesPlots && chosen?.length ? { sklypai: chosen } : {}) };
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {item ? t('wizard.title', { title, id: item.id }) : t('wizard.newTitle', { title })}
      </Typography>
      {item && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('wizard.status', { status: t(`common:lifecycle.statuses.${item.status}`) })}
        </Typography>
      )}
      {item?.status === 'iregistruotas' && <Issued item={item} />}
      {item?.status === 'perduotas' && <Alert severity="info">{t('wizard.transferredWaiting')}</Alert>}
      {/* a priced order waits for payment: the cart (api/modules/cart) takes it on */}
      {item?.status === 'laukia_apmokejimo' && (
        <Alert severity="info" action={<Button component={AppLink} to={`/ntr-paslaugos/ntr-krepselis/${service.type}/${item.id}`}>{t('wizard.pay')}</Button>}>
          {t('wizard.awaitingPayment')}
        </Alert>
      )}
      {(!item || item.editable) && (
        <CertificateEditor key={`${item?.id ?? NEW_ORDER}:${item?.version ?? 0}`} service={service} type={type} item={item} initial={initial} step={step} onCreated={onCreated} onTransferred={reload} />
      )}
    </>
  );
}

function OrderPage({ service }: { service: CertificateService }) {
  const { t } = useTranslation('certificates');
  const { pazymaID = '', step } = useParams();
  const navigate = useNavigate();
  const [generation, setGeneration] = useState(0);
  const [created, setCreated] = useState<number | null>(null);
  const reload = useCallback(() => {
    setCreated(null);
    setGeneration((g) => g + 1);
  }, []);
  const onCreated = useCallback(
    (id: number, at: string | undefined) => {
      setCreated(id);
      navigate(orderPath(service, id, at), { replace: true });
    },
    [navigate, service],
  );
  const isNew = pazymaID === NEW_ORDER;
  if (!isNew && !ID.test(pazymaID)) return <Alert severity="warning">{t('wizard.notFound')}</Alert>;
  // The id this page just created: keep the editor (and what it knows) instead of reading it back.
  const id = isNew || Number(pazymaID) === created ? null : Number(pazymaID);
  return (
    <Box component="article">
      <Suspense fallback={<Typography role="status">…</Typography>}>
        <Loaded service={service} id={id} generation={generation} step={step} onCreated={onCreated} reload={reload} />
      </Suspense>
      <Box sx={{ mt: 3 }}>
        <Button onClick={() => navigate(service.path)}>{t('wizard.back')}</Button>
      </Box>
    </Box>
  );
}

export function Component() {
  const service = useCertificateService();
  if (!service) return null;
  return <OrderPage key={service.type} service={service} />;
}
