/** A select (MUI TextField select) over [value, name] options, with an optional first option '' (e.g. "all"). */
import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface SelectFieldProps<V extends string> {
  label: string;
  value: V | '';
  onChange: (value: V) => void;
  options: readonly (readonly [V, ReactNode])[];
  /** the name of a first option whose value is '' */
  empty?: string;
  size?: 'small' | 'medium';
  required?: boolean;
  sx?: SxProps<Theme>;
}

export function SelectField<V extends string>({ options, onChange, empty, ...field }: SelectFieldProps<V>) {
  return (
    <TextField select {...field} onChange={(e) => onChange(e.target.value as V)}>
      {empty !== undefined && <MenuItem value="">{empty}</MenuItem>}
      {options.map(([value, name]) => (
        <MenuItem key={value} value={value}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
