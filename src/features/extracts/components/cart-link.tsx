/**
 * The portal header's cart link: "Krepšelis (n)", n the items still waiting for payment
 * (GET {base}/cart-items, shared with the cart page's SWR key, so paying or adding updates
 * it). Drawn for a signed-in user only; a failed read shows no link rather than an error.
 */
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { getCartItems } from '../../../domain/contracts/cart';
import { call } from '../../../lib/api/call';
import { AppLink } from '../../../lib/ui/app-link';
import { cartKey } from '../api';

export default function CartLink() {
  const { t } = useTranslation();
  const { data } = useSWR(cartKey, () => call(getCartItems, { quiet: true }));
  if (!data) return null;
  const count = data.items.filter((item) => item.busena === 'krepselyje').length;
  return (
    <AppLink to="/krepselis" inherit sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <ShoppingCartIcon fontSize="small" aria-hidden />
      {`${t('nav.cart')} (${count})`}
    </AppLink>
  );
}
