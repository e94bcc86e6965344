/**
 * The cart (spec §2.3 /krepselis/{paslaugaID}/{uzsakymasID} and
 * /ntr-paslaugos/ntr-krepselis/{paslaugaID}/{uzsakymasID}; one page for both): the order of an
 * item awaiting payment — service, order number, amount — and Pay, which goes to the payment
 * provider (the local stand-in page by default). The provider sends the payer back here with
 * `mokejimas` (the payment) and `patvirtinimas` (its signed outcome); the page hands both to
 * the server, which verifies them and performs moketi, then shows paid or cancelled.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Page } from '../../../lib/ui/page';
import { isApiError } from '../../../lib/api/api-error';
import { dateText } from '../../../lib/date-text';
import { FactsList, type Fact } from '../../../lib/facts-list';
import { confirmPayment, getOrder, startPayment, type Order } from '../api';
import { moneyText } from '../../../lib/money';

function OrderFacts({ order }: { order: Order }) {
  const ns = `types/${order.paslaugaId}`;
  const { t } = useTranslation(['cart', 'common', ns]);
  const facts: Fact[] = [
    [t('service'), t(`types.${order.paslaugaId}.title`, { ns, defaultValue: order.paslaugaId })],
    [t('order'), String(order.uzsakymasId)],
    [t('amount'), moneyText(order.amountCents, order.currency)],
    [t('status'), t(`common:lifecycle.statuses.${order.status}`, { defaultValue: order.status })],
    [t('paidAt'), order.paidAt ? dateText(order.paidAt) : null],
    [t('registryNumber'), order.registryNumber],
  ];
  return <FactsList label={t('title')} facts={facts} />;
}

type Outcome = 'paid' | 'cancelled' | 'invalid' | 'failed' | null;

export function Component() {
  const { t } = useTranslation(['cart', 'common']);
  const { paslaugaID = '', uzsakymasID = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { data, error, mutate } = useSWR<Order>(['cart', paslaugaID, uzsakymasID], () => getOrder(paslaugaID, uzsakymasID), { revalidateOnFocus: false });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const handled = useRef<string | null>(null);

  // Back from the provider: hand its answer to the server once, then drop it from the address.
  const payment = search.get('mokejimas');
  const confirmation = search.get('patvirtinimas');
  useEffect(() => {
    if (!payment || !confirmation || handled.current === payment) return;
    handled.current = payment;
    confirmPayment(paslaugaID, uzsakymasID, payment, confirmation)
      .then(async (order) => {
        setOutcome(order.paidAt ? 'paid' : 'cancelled');
        await mutate(order, { revalidate: false });
      })
      .catch((e: unknown) => setOutcome(isApiError(e) && e.status === 400 ? 'invalid' : 'failed'))
      .finally(() => navigate(location.pathname, { replace: true }));
  }, [payment, confirmation, paslaugaID, uzsakymasID, mutate, navigate, location.pathname]);

  async function pay() {
    setBusy(true);
    try {
      const { redirectUrl } = await startPayment(paslaugaID, uzsakymasID, location.pathname);
      window.location.assign(redirectUrl);
    } catch {
      setBusy(false);
    }
  }

  let body: ReactNode;
  if (error && isApiError(error) && (error.status === 404 || error.status === 400))
    body = <Alert severity="warning">{t('common:errors.order_not_found')}</Alert>;
  else if (error) body = <Alert severity="error">{t('loadFailed')}</Alert>;
  else if (!data) body = <Typography role="status">{t('loading')}</Typography>;
  else
    body = (
      <>
        <OrderFacts order={data} />
        {data.payable && (
          <Button variant="contained" onClick={() => void pay()} disabled={busy || Boolean(payment)}>
            {t('pay', { amount: moneyText(data.amountCents, data.currency) })}
          </Button>
        )}
        {!data.payable && data.paidAt && <Alert severity="success">{t('paidNote')}</Alert>}
      </>
    );
  return (
    <Page title={t('title')} intro={t('intro')}>
      {outcome && (
        <Alert severity={outcome === 'paid' ? 'success' : outcome === 'cancelled' ? 'info' : 'error'} sx={{ mb: 2 }} role="status">
          {t(`outcome.${outcome}`)}
        </Alert>
      )}
      {body}
    </Page>
  );
}
