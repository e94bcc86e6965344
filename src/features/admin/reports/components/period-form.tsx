/**
 * The report period (Lithuanian calendar days, both ends included), kept in the URL's
 * `from` and `to` so a report can be bookmarked; the first visit shows this month so far.
 */
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { vilniusDate } from '../../../../domain/calendar/working-days';
import { PickerInput } from '../../../../lib/dates/picker-input';

/** The period in the URL, or this month up to today. */
export function usePeriod(): { from: string; to: string; setPeriod: (from: string, to: string) => void } {
  const [search, setSearch] = useSearchParams();
  const today = vilniusDate(new Date());
  const from = search.get('from') ?? `${today.slice(0, 8)}01`;
  const to = search.get('to') ?? today;
  return { from, to, setPeriod: (f, t) => setSearch({ from: f, to: t }) };
}

/** A text field asked with the period (susijusiems: the personal code). */
export interface ExtraField {
  label: string;
  value: string;
  /** what the field accepts, as an HTML pattern */
  pattern: string;
}

export function PeriodForm({
  from,
  to,
  extra,
  onChange,
}: {
  from: string;
  to: string;
  extra?: ExtraField;
  onChange: (from: string, to: string, extra: string) => void;
}) {
  const { t } = useTranslation('reports');
  const [draft, setDraft] = useState({ from, to, extra: extra?.value ?? '' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange(draft.from, draft.to, draft.extra.trim());
  };
  return (
    <Stack component="form" direction="row" spacing={2} sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap' }} onSubmit={submit} aria-label={t('period.label')}>
      {extra && (
        <TextField
          label={extra.label}
          value={draft.extra}
          onChange={(e) => setDraft({ ...draft, extra: e.target.value })}
          slotProps={{ htmlInput: { pattern: extra.pattern, inputMode: 'numeric' } }}
          required
          size="small"
        />
      )}
      <PickerInput
        kind="date"
        label={t('period.from')}
        value={draft.from}
        onChange={(from) => setDraft({ ...draft, from })}
        required
        size="small"
        fullWidth={false}
      />
      <PickerInput kind="date" label={t('period.to')} value={draft.to} onChange={(to) => setDraft({ ...draft, to })} required size="small" fullWidth={false} />
      <Button type="submit" variant="contained">
        {t('period.show')}
      </Button>
    </Stack>
  );
}
