/** The labelled criteria fields of one search tab (controlled), shared by the search and registruoti tabs. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LazyPickerInput as PickerInput } from '../../../lib/dates/lazy-picker-input';
import { useSearchPurposeOptions } from '../../../lib/search-purposes';
import type { SearchCriteria } from '../../../domain/search/criteria';
import type { SearchKind } from '../../../domain/search/scopes';
import { FIELDS, type CriteriaField } from '../criteria-url';

interface Props {
  kind: SearchKind;
  value: SearchCriteria;
  onChange: (field: CriteriaField, value: string) => void;
  /** registruoti states the purpose in its own field */
  withPurpose?: boolean;
}

export function CriteriaFields({ kind, value, onChange, withPurpose = true }: Props) {
  const { t } = useTranslation('search');
  const purposes = useSearchPurposeOptions();
  const label = (field: CriteriaField) => (field === 'code' || field === 'name' ? t(`field.${field}.${kind}`) : t(`field.${field}`));
  return (
    <>
      {FIELDS[kind]
        .filter((field) => withPurpose || field !== 'purpose')
        .map((field) =>
          field === 'purpose' ? (
            <TextField
              key={field}
              select
              size="small"
              required
              label={label(field)}
              value={value.purpose ?? ''}
              onChange={(e) => onChange(field, e.target.value)}
              sx={{ minWidth: 280 }}
            >
              {purposes.map((p) => (
                <MenuItem key={p.code} value={p.code}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
          ) : field === 'birthDate' ? (
            <PickerInput
              key={field}
              kind="date"
              size="small"
              fullWidth={false}
              label={label(field)}
              value={value[field] ?? ''}
              onChange={(next) => onChange(field, next)}
            />
          ) : (
            <TextField
              key={field}
              size="small"
              label={label(field)}
              helperText={field === 'name' ? t('hint.name') : undefined}
              value={value[field] ?? ''}
              onChange={(e) => onChange(field, e.target.value)}
            />
          ),
        )}
    </>
  );
}
