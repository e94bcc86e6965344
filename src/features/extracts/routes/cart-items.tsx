/**
 * /krepselis — the portal's cart of several items (paid services such as extracts): the items
 * in the cart and their sum with Pay (one payment for all), then the paid ones waiting for
 * the customer centre and the issued ones. The payment provider sends the payer back here
 * with `?mokejimas&patvirtinimas`, which the page confirms once and then drops from the address.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useSharedAnswers } from '../../../lib/api/shared-answers';
import { Page } from '../../../lib/ui/page';
import { moneyText } from '../../../lib/money';
import { cartKey, confirmCart, getCart, payCart } from '../api';

export function Component() {
  const { t } = useTranslation('extracts');
  const [params, setParams] = useSearchParams();
  const { data, mutate } = useSWR(cartKey, getCart);
  // the header's cart link reads the same answer without SWR (components/cart-link.tsx)
  const shared = useSharedAnswers();
  useEffect(() => {
    if (data) shared.set(cartKey, data);
  }, [shared, data]);
  const confirming = useRef(false);
  const payment = params.get('mokejimas');
  const confirmation = params.get('patvirtinimas');

  useEffect(() => {
    if (!payment || !confirmation || confirming.current) return;
    confirming.current = true;
    confirmCart(payment, confirmation)
      .catch(() => undefined)
      .finally(() => {
        setParams({}, { replace: true });
        void mutate();
      });
  }, [payment, confirmation, setParams, mutate]);

  async function pay() {
    const { redirectUrl } = await payCart();
    window.location.assign(redirectUrl);
  }

  const open = data?.items.filter((i) => i.busena === 'krepselyje') ?? [];
  const rest = data?.items.filter((i) => i.busena !== 'krepselyje') ?? [];
  return (
    <Page title={t('cart.title')}>
      {data && open.length === 0 && <Alert severity="info">{t('cart.empty')}</Alert>}
      {open.length > 0 && (
        <>
          <List aria-label={t('cart.inCart')}>
            {open.map((i) => (
              <ListItem key={i.id} divider>
                <ListItemText primary={t(`kinds.${i.rusis}`)} secondary={i.registroNr ?? `Nr. ${i.objektasId}`} />
                {moneyText(i.amountCents, i.currency)}
              </ListItem>
            ))}
          </List>
          <Typography sx={{ my: 2 }}>{t('cart.total', { amount: moneyText(data!.totalCents, data!.currency) })}</Typography>
          <Button variant="contained" onClick={() => void pay()}>
            {t('cart.pay')}
          </Button>
        </>
      )}
      {rest.length > 0 && (
        <>
          <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
            {t('cart.ordered')}
          </Typography>
          <List aria-label={t('cart.ordered')}>
            {rest.map((i) => (
              <ListItem key={i.id} divider>
                <ListItemText primary={`${t(`kinds.${i.rusis}`)} — ${i.registroNr ?? `Nr. ${i.objektasId}`}`} secondary={t(`cart.statuses.${i.busena}`)} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Page>
  );
}
