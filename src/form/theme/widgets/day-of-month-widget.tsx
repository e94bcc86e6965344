/** Day of month of a recurring payment (format day-of-month, "1"–"31"): a list of the days. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { fieldProps, ReadOnlyField } from './field-props';

const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

export function DayOfMonthWidget(props: WidgetProps) {
  const { id, value, readonly, onChange, onBlur, onFocus } = props;
  const current = typeof value === 'string' ? value : '';
  if (readonly) return <ReadOnlyField props={props} text={current} />;
  return (
    <TextField
      select
      {...fieldProps(props)}
      value={current}
      fullWidth
      onChange={({ target }) => onChange(target.value === '' ? undefined : target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ htmlInput: { 'aria-describedby': ariaDescribedByIds(id, false) } }}
    >
      <MenuItem value="">
        <em>—</em>
      </MenuItem>
      {/* A value that is no day (from older data) stays visible so it can be corrected. */}
      {current !== '' && !DAYS.includes(current) && <MenuItem value={current}>{current}</MenuItem>}
      {DAYS.map((day) => (
        <MenuItem key={day} value={day}>
          {day}
        </MenuItem>
      ))}
    </TextField>
  );
}
