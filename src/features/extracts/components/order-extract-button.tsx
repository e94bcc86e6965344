/** OrderExtractButton — the portal's "order an extract" of a registered entry: into the cart (at the price list's fee), then to /krepselis. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { order } from '../api';

export function OrderExtractButton({ documentId }: { documentId: number }) {
  const { t } = useTranslation('extracts');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function onClick() {
    setBusy(true);
    try {
      await order(documentId);
      await navigate('/krepselis');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outlined" disabled={busy} onClick={() => void onClick()}>
      {t('order.button')}
    </Button>
  );
}
