/**
 * The basis of a change, address change or termination notice (spec §3: pagrindas, aprasymas,
 * data, laikas) as one block of fields, shared by the portal's action dialog and the
 * workplace's entry actions. The server checks it (api/modules/lifecycle/forms.ts); its field
 * errors (`/pagrindas/<field>`) are shown under their fields.
 */
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FieldError } from './api/api-error';
import { i18n, translateServerText } from './i18n';
import type { PickerKind } from './dates/formats';
import { PickerInput } from './dates/picker-input';

export const BASIS_FIELDS = ['pagrindas', 'aprasymas', 'data', 'laikas'] as const;
export type BasisField = (typeof BASIS_FIELDS)[number];
export type BasisValues = Record<BasisField, string>;

const PICKER: Partial<Record<BasisField, PickerKind>> = { data: 'date', laikas: 'time' };

/** The fields' values to start from: a basis being edited, or empty. */
export const basisValues = (basis?: Partial<Record<BasisField, string | null | undefined>> | null): BasisValues =>
  Object.fromEntries(BASIS_FIELDS.map((f) => [f, basis?.[f] ?? ''])) as BasisValues;

/** Only the fields the user filled, so an untouched optional one is not sent as ''. */
export const basisToSend = (values: BasisValues): Record<string, string> => Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));

/** The server's errors of the basis fields, translated, by field. */
export function basisFieldErrors(errors: readonly FieldError[]): Partial<Record<BasisField, string>> {
  const byField: Partial<Record<BasisField, string>> = {};
  for (const e of errors) {
    const field = e.path.replace(/^\/pagrindas\/?/, '');
    if ((BASIS_FIELDS as readonly string[]).includes(field)) byField[field as BasisField] = translateServerText(i18n, e.messageKey, e.params);
  }
  return byField;
}

export interface ChangeBasisFieldsProps {
  values: BasisValues;
  onChange: (values: BasisValues) => void;
  errors: Partial<Record<BasisField, string>>;
  label: (field: BasisField) => string;
}

export function ChangeBasisFields({ values, onChange, errors, label }: ChangeBasisFieldsProps) {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {BASIS_FIELDS.map((f) => {
        const kind = PICKER[f];
        const common = {
          id: `pagrindas-${f}`,
          label: label(f),
          required: f === 'pagrindas' || f === 'data',
          error: errors[f] !== undefined,
          helperText: errors[f],
        };
        return kind ? (
          <PickerInput key={f} kind={kind} {...common} value={values[f]} onChange={(next) => onChange({ ...values, [f]: next })} />
        ) : (
          <TextField
            key={f}
            {...common}
            multiline={f === 'aprasymas'}
            minRows={f === 'aprasymas' ? 3 : undefined}
            value={values[f]}
            onChange={(e) => onChange({ ...values, [f]: e.target.value })}
          />
        );
      })}
    </Stack>
  );
}
