/**
 * The portal header's cart link: "Krepšelis (n)", n the items still waiting for payment
 * (GET {base}/cart-items, a shared answer without SWR: the portal's layout paints without it,
 * decision 0168; the cart page puts its reads there, so paying updates it). Drawn for a
 * signed-in user only; a failed read shows no link rather than an error.
 */
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { useTranslation } from 'react-i18next';
import { getCartItems } from '../../../domain/contracts/cart';
import { call } from '../../../lib/api/call';
import { useSharedAnswer } from '../../../lib/api/shared-answers';
import { AppLink } from '../../../lib/ui/app-link';
import { cartKey } from '../api';

export default function CartLink() {
  const { t } = useTranslation();
  const data = useSharedAnswer(cartKey, () => call(getCartItems, { quiet: true }));
  if (!data) return null;
  const count = data.items.filter((item) => item.busena === 'krepselyje').length;
  return (
    <AppLink to="/krepselis" inherit sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <ShoppingCartIcon fontSize="small" aria-hidden />
      {`${t('nav.cart')} (${count})`}
    </AppLink>
  );
}
