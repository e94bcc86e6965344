/**
 * A field's value in read-only mode: a read-only text field (not a disabled one), so it keeps
 * full contrast, is reached by Tab, its text can be selected and a screen reader announces the
 * label with the value. An empty value shows the em dash (`form.empty`), the same everywhere.
 */
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface ReadOnlyTextProps {
  id: string;
  name?: string;
  /** the translated label (undefined: the field's label is drawn elsewhere) */
  label?: string;
  /** the value as people read it; '' or undefined for none */
  text: string | undefined;
  multiline?: boolean;
  /** ids of the texts that describe the field (its errors) */
  describedBy?: string;
}

export function ReadOnlyText({ id, name, label, text, multiline = false, describedBy }: ReadOnlyTextProps) {
  const { t } = useTranslation('form');
  return (
    <TextField
      id={id}
      name={name || id}
      label={label}
      value={text ? text : t('form.empty')}
      multiline={multiline}
      fullWidth
      variant="outlined"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { readOnly: true, 'aria-readonly': true, 'aria-describedby': describedBy || undefined },
        input: { readOnly: true },
      }}
      sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'action.hover' } }}
    />
  );
}
