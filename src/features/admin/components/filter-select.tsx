/**
 * One filter of an administration list: a select of a closed list of values with "any" first
 * (the empty value, i.e. no filter); the page writes the choice into its URL.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterSelectProps<V extends string> {
  label: string;
  /** the text of the empty choice ("any state") */
  any: string;
  values: readonly V[];
  value: V | undefined;
  text: (value: V) => string;
  onChange: (value: string) => void;
  minWidth?: number;
}

export function FilterSelect<V extends string>({ label, any, values, value, text, onChange, minWidth = 200 }: FilterSelectProps<V>) {
  return (
    <TextField select size="small" label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value)} sx={{ minWidth }}>
      <MenuItem value="">{any}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {text(v)}
        </MenuItem>
      ))}
    </TextField>
  );
}
