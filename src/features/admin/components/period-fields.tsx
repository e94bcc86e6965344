/** The "valid from / valid to" pair of the banner and message forms (local date and time). */
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface Period {
  from: string;
  to: string;
}

export function PeriodFields({ value, onChange, fromRequired = false }: { value: Period; onChange: (next: Period) => void; fromRequired?: boolean }) {
  const { t } = useTranslation('admin');
  const backwards = value.from !== '' && value.to !== '' && value.to <= value.from;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        type="datetime-local"
        label={t('period.from')}
        required={fromRequired}
        value={value.from}
        onChange={(e) => onChange({ ...value, from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="datetime-local"
        label={t('period.to')}
        value={value.to}
        error={backwards}
        helperText={backwards ? t('period.backwards') : t('period.open')}
        onChange={(e) => onChange({ ...value, to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
