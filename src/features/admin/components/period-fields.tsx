/** The "valid from / valid to" pair of the banner and message forms (local date and time, on the shared picker). */
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PickerInput } from '../../../lib/dates/picker-input';

export interface Period {
  from: string;
  to: string;
}

export function PeriodFields({ value, onChange, fromRequired = false }: { value: Period; onChange: (next: Period) => void; fromRequired?: boolean }) {
  const { t } = useTranslation('admin');
  const backwards = value.from !== '' && value.to !== '' && value.to <= value.from;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <PickerInput
        kind="datetime"
        label={t('period.from')}
        required={fromRequired}
        fullWidth={false}
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
      />
      <PickerInput
        kind="datetime"
        label={t('period.to')}
        fullWidth={false}
        value={value.to}
        error={backwards}
        helperText={backwards ? t('period.backwards') : t('period.open')}
        onChange={(to) => onChange({ ...value, to })}
      />
    </Stack>
  );
}
