/**
 * The price list on /admin/parametrai: each priced type's fee in euro, saved one row at a
 * time, and switched off or on with a reason (contracts: src/domain/contracts/prices.ts; the
 * server audits it and the next order pays it, or nothing while the fee is off).
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { listPrices, setPrice, switchPrice } from '../../../domain/contracts/prices';
import type { ResponseOf } from '../../../domain/contracts/endpoint';
import { call, endpointPath } from '../../../lib/api/call';
import { notify } from '../../../lib/notify';

type Price = ResponseOf<typeof setPrice>;

const euros = (cents: number) => (cents / 100).toFixed(2);
/** "12,50" or "12.50" → 1250; null when it is not an amount of at least one cent */
const centsOf = (text: string): number | null => {
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
  return cents >= 1 ? cents : null;
};

/** The fee's state and its switch, which needs the administrator's reason. */
function FeeSwitch({ price, onSaved }: { price: Price; onSaved: () => Promise<unknown> }) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await call(switchPrice, { params: { typeId: price.type_id }, body: { enabled: !price.enabled, reason: reason.trim() } });
      await onSaved();
      notify.success(t('prices.switched', { type: price.type_id }));
    } catch {
      // the API client has shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Typography variant="body2" sx={{ minWidth: 200 }}>
        {t(price.enabled ? 'prices.state' : 'prices.stateOff', { type: price.type_id })}
      </Typography>
      <TextField size="small" label={t('prices.reason', { type: price.type_id })} value={reason} onChange={(e) => setReason(e.target.value)} />
      <Button variant="outlined" disabled={busy || reason.trim() === ''} onClick={() => void toggle()}>
        {t(price.enabled ? 'prices.switchOff' : 'prices.switchOn', { type: price.type_id })}
      </Button>
    </Stack>
  );
}

function PriceRow({ price, onSaved }: { price: Price; onSaved: () => Promise<unknown> }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(euros(price.amount_cents));
  const [busy, setBusy] = useState(false);
  const cents = centsOf(text);
  const save = async () => {
    if (cents === null) return;
    setBusy(true);
    try {
      await call(setPrice, { params: { typeId: price.type_id }, body: { amount_cents: cents } });
      await onSaved();
      notify.success(t('prices.saved', { type: price.type_id }));
    } catch {
      // the API client has shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('prices.amount', { type: price.type_id, currency: price.currency })}
        value={text}
        error={cents === null}
        helperText={cents === null ? t('prices.invalid') : undefined}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={busy || cents === null || cents === price.amount_cents}
        aria-label={t('prices.saveLabel', { type: price.type_id })}
      >
        {t('save')}
      </Button>
    </Stack>
  );
}

export function PricesForm() {
  const { t } = useTranslation('admin');
  const { data, mutate } = useSWR(endpointPath(listPrices), () => call(listPrices));
  if (!data || data.items.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="kainos" sx={{ p: 3, maxWidth: 640, mt: 3 }}>
      <Typography id="kainos" variant="h2" sx={{ mb: 1 }}>
        {t('prices.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('prices.intro')}
      </Typography>
      <Stack spacing={2}>
        {data.items.map((price) => (
          <Stack key={`${price.type_id}:${price.updated_at}`} spacing={1}>
            <PriceRow price={price} onSaved={() => mutate()} />
            <FeeSwitch price={price} onSaved={() => mutate()} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
