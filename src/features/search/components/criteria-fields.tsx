/** The labelled criteria fields of one search tab (controlled), shared by the search and registruoti tabs. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SEARCH_PURPOSES } from '../../../domain/search/purposes';
import { PickerInput } from '../../../lib/dates/picker-input';
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
              {SEARCH_PURPOSES.map((p) => (
                <MenuItem key={p} value={p}>
                  {t(`purposes.${p}`)}
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
