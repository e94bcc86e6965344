/**
 * The fee of a portal service, said before signing (GET {base}/cart/price/:type, the price
 * list the cart charges): "Paslaugos kaina: 5,00 €…". A free type, or a failed read, shows
 * nothing — the cart still states the amount before paying.
 */
import Alert from '@mui/material/Alert';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { getPrice } from '../domain/contracts/cart';
import { call } from './api/call';
import { moneyText } from './money';

export function PriceNote({ typeId }: { typeId: string }) {
  const { t } = useTranslation();
  const { data } = useSWR(['price', typeId], () => call(getPrice, { params: { paslaugaID: typeId }, quiet: true }));
  if (!data?.price) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('price.beforeSigning', { amount: moneyText(data.price.amountCents, data.price.currency) })}
    </Alert>
  );
}
