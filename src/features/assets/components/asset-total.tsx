/** The total value of the document's assets in EUR (spec §3), live from the form as it is edited. */
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { assetTotalCents } from '../../../domain/assets/total';
import { useFieldValue } from '../../../form/hooks/use-document';
import { moneyText } from '../../../lib/money';

export function AssetTotal() {
  const { t } = useTranslation('documents');
  const cents = assetTotalCents(useFieldValue('turtas'));
  return (
    <Typography component="p" variant="h6" role="status" aria-live="polite" sx={{ mb: 2 }}>
      {t('documents.assets.total', { total: moneyText(cents, 'EUR') })}
    </Typography>
  );
}
